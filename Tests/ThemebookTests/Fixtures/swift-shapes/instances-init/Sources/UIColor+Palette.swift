import UIKit

extension UIColor {
    convenience init(_ hex: Int, alpha: CGFloat = 1) {
        let r = CGFloat((hex & 0xFF0000) >> 16) / 255
        let g = CGFloat((hex & 0xFF00) >> 8) / 255
        let b = CGFloat(hex & 0xFF) / 255
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    fileprivate static let base10 = UIColor(0x222222)
    fileprivate static let base90 = UIColor(0xF8F9FA)
    fileprivate static let accent = UIColor(0x00AF89)
    fileprivate static let shadow = UIColor(0x000000, alpha: 0.25)
}
