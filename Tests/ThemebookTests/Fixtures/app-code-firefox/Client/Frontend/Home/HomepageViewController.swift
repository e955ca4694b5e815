// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import Common
import Shared
import UIKit

class HomepageViewController: UIViewController, FeatureFlaggable, Themeable, ContentContainable {
    // MARK: - Typealiases
    typealias a11y = AccessibilityIdentifiers.FirefoxHomepage

    // MARK: - Operational Variables
    weak var homePanelDelegate: HomePanelDelegate?
    var themeManager: ThemeManager
    var notificationCenter: NotificationProtocol
    var themeObserver: NSObjectProtocol?
    let windowUUID: WindowUUID
    var currentWindowUUID: UUID? { return windowUUID }

    private var wallpaperView: WallpaperBackgroundView = .build { _ in }
    private var collectionView: UICollectionView! = nil

    init(windowUUID: WindowUUID,
         themeManager: ThemeManager = AppContainer.shared.resolve(),
         notificationCenter: NotificationProtocol = NotificationCenter.default) {
        self.windowUUID = windowUUID
        self.themeManager = themeManager
        self.notificationCenter = notificationCenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        configureCollectionView()
        listenForThemeChange(view)
        // Still observed here while the screen migrates; a view controller may.
        notificationCenter.addObserver(self,
                                       selector: #selector(themeChanged),
                                       name: .DisplayThemeChanged,
                                       object: nil)
        applyTheme()
    }

    @objc private func themeChanged() {
        applyTheme()
    }

    private func configureCollectionView() {
        collectionView.backgroundColor = .clear
        collectionView.accessibilityIdentifier = a11y.collectionView
    }

    // MARK: - Theming
    func applyTheme() {
        let theme = themeManager.getCurrentTheme(for: windowUUID)
        view.backgroundColor = theme.colors.layer1
        collectionView.indicatorStyle = themeManager.getCurrentTheme(for: windowUUID).colors.layer1 == .black ? .white : .black
        let lockImage = themeManager.getCurrentTheme(for: windowUUID).type.getThemedImageName(name: "lock_blocked")
        wallpaperView.lockImage = UIImage(imageLiteralResourceName: lockImage)
        navigationController?.navigationBar.tintColor = themeManager
            .getCurrentTheme(for: windowUUID)
            .colors
            .iconAccent
    }
}
