import UIKit

extension UIColor {
    // MARK: - Text

    /// Body text.
    static let textPrimary = UIColor(light: .gray900, dark: .gray100)
    static var textSecondary: UIColor {
        UIColor { traits in
            if traits.userInterfaceStyle == .dark {
                return UIColor.gray100.withAlphaComponent(0.7)
            } else {
                return .gray900.withAlphaComponent(0.7)
            }
        }
    }

    // MARK: - Surfaces

    static let surface = UIColor { traits in
        switch traits.userInterfaceStyle {
        case .dark:
            return UIColor(rgb: 0x202020)
        default:
            return .white
        }
    }
    static let accent = themed(.blue, UIColor(hex: "#58A6FF"))
    static let link = accent
    static let border = UIColor(white: 0.5, alpha: 1)
    static let banner = Flags.useNewBanner ? UIColor.blue : UIColor.gray100
    static let brand = UIColor(named: "brand-\(Flags.useNewBanner)")
}
