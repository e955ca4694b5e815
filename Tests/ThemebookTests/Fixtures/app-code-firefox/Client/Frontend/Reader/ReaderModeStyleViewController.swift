// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import UIKit

struct ReaderModeColors {
    var background = UIColor.white
    var text = UIColor.black
}

struct ReaderModeStyle {
    var colors = ReaderModeColors()
    var fontType = "sans-serif"

    /// The script that applies the style: "theme.colors.layer1" stays text.
    func encode() -> String {
        return """
        {"theme": "\(fontType)", "colors": "FXColors.Blue50", "legacy": "UIColor.Photon.Grey10"}
        """
    }
}

class ReaderModeStyleViewController: UIViewController, Themeable {
    var themeManager: ThemeManager
    var themeObserver: NSObjectProtocol?
    var notificationCenter: NotificationProtocol
    let windowUUID: WindowUUID
    private var readerModeStyle = ReaderModeStyle()

    init(windowUUID: WindowUUID, themeManager: ThemeManager, notificationCenter: NotificationProtocol) {
        self.windowUUID = windowUUID
        self.themeManager = themeManager
        self.notificationCenter = notificationCenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func applyTheme() {
        let style = readerModeStyle
        view.backgroundColor = style.colors.background
        let colors = [style.colors.text, style.colors.background]
        _ = colors.first
        let currentTheme = themeManager.getCurrentTheme(for: windowUUID)
        view.tintColor = currentTheme.colors.iconPrimary
    }
}
