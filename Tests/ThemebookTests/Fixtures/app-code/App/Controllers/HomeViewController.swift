import UIKit

class HomeViewController: UIViewController, Themeable {
    var themeManager: ThemeManager
    var notificationCenter: NotificationProtocol
    let windowUUID: WindowUUID

    override func viewDidLoad() {
        super.viewDidLoad()
        listenForThemeChange(view)
        // A view controller may still observe it while it migrates: not reported.
        NotificationCenter.default.addObserver(self, selector: #selector(applyTheme), name: .DisplayThemeChanged, object: nil)
        applyTheme()
    }

    func applyTheme() {
        let theme = themeManager.getCurrentTheme(for: windowUUID)
        view.backgroundColor = theme.colors.layer1
        navigationController?.navigationBar.tintColor = themeManager.getCurrentTheme(for: windowUUID).colors.actionPrimary
        let currentTheme = themeManager.currentTheme
        toolbar.barTintColor = currentTheme.colors.layer2
        searchBar.tintColor = currentTheme().colors.textPrimary
        bookmarkButton.setImage(UIImage(named: StandardImageIdentifiers.Large.bookmark), for: .normal)
        logo.image = UIImage(named: theme.type.getThemedImageName(name: ImageIdentifiers.homeHeaderLogo))
        badge.image = UIImage(named: theme.type.getThemedImageName(name: "bookmarkLarge"))
        closeButton.setImage(UIImage(named: "closeMedium_dark"), for: .normal)
        warning.backgroundColor = FXColors.Red50
        banner.backgroundColor = FXColors.Blue45
    }
}
