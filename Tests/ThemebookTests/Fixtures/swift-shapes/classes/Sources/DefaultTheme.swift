import UIKit

class DefaultTheme: NSObject, Theme {
    var identifier: String = ThemeIdentifier.light.rawValue
    var backgroundColor: UIColor = UIColor(rgb: 0xFFFFFF)
    var baseColor: UIColor = .white
    var textPrimaryColor: UIColor = UIColor(rgb: 0x17191C)
    var textSecondaryColor: UIColor = UIColor(red: 115, green: 125, blue: 140, alpha: 1)
    var tintColor: UIColor = UIColor(rgb: 0x0DBD8B)
    var selectionColor: UIColor { tintColor.withAlphaComponent(0.2) }
    var bubbleColor: UIColor = UIColor(white: 0.94, alpha: 1)

    var userInterfaceStyle: UIUserInterfaceStyle { .light }
}
