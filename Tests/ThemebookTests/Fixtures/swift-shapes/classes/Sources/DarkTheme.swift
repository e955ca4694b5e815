import UIKit

class DarkTheme: NSObject, Theme {
    var identifier: String
    var backgroundColor: UIColor
    var baseColor: UIColor
    var textPrimaryColor: UIColor
    var textSecondaryColor: UIColor
    var tintColor: UIColor = UIColor(rgb: 0x0DBD8B)
    var selectionColor: UIColor { tintColor.withAlphaComponent(0.3) }
    var bubbleColor: UIColor {
        BuildSettings.roundedBubbles ? UIColor(rgb: 0x394049) : UIColor(rgb: 0x21262C)
    }

    var userInterfaceStyle: UIUserInterfaceStyle { .dark }

    override init() {
        identifier = ThemeIdentifier.dark.rawValue
        backgroundColor = UIColor(rgb: 0x15191E)
        self.baseColor = UIColor(rgb: 0x21262C)
        self.textPrimaryColor = .white
        self.textSecondaryColor = UIColor(red: 0.66, green: 0.7, blue: 0.74, alpha: 1)
        super.init()
    }
}
