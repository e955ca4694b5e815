import UIKit

enum Palette {
    static let paper = UIColor(hex: 0xF4ECD8)
    static let ink = UIColor(hex: 0x2B2118)
    static let gray900 = UIColor(hex: 0x15141A)
    static let gray100 = UIColor(hex: 0xF0F0F4)
}
