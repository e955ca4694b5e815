import UIKit

enum Palette {
    // MARK: - Gray
    static let gray100 = UIColor(0xF8F9FA)
    static let gray700 = UIColor(0x202122)
    static let gray900 = UIColor(0x101418)

    // MARK: - Blue
    static let blue500 = UIColor(0x3366CC)
    static let blue300 = UIColor(0x6699FF, alpha: 1)

    // MARK: - Overlays
    static let scrim = UIColor(0x000000, alpha: 0.5)
    static let blueHighlight = blue500.withAlphaComponent(0.3)
}
