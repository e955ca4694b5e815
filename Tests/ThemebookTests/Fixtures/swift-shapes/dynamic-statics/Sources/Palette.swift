import UIKit

extension UIColor {
    static let gray100 = UIColor(rgb: 0xF1F1F1)
    static let gray900 = UIColor(rgb: 0x1A1A1A)
    static let blue = UIColor(hex: "#2F6FEB")
}
