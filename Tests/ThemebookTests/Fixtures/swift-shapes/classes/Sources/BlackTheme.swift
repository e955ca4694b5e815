import UIKit

/// Dark, on true black for OLED screens.
class BlackTheme: DarkTheme {
    override init() {
        super.init()
        self.identifier = ThemeIdentifier.black.rawValue
        self.backgroundColor = .black
        self.baseColor = UIColor(rgb: 0x000000)
    }

    override var selectionColor: UIColor { UIColor(rgb: 0x0DBD8B).withAlphaComponent(0.5) }
}
