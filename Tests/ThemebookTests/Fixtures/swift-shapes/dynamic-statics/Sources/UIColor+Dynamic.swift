import UIKit

extension UIColor {
    convenience init(light: UIColor, dark: UIColor) {
        self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    /// The day colour in light mode, the night colour in dark mode.
    static func themed(_ day: UIColor, _ night: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? night : day }
    }
}

enum Flags {
    static var useNewBanner = false
}
