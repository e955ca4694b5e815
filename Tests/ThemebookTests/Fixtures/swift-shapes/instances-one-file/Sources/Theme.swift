import UIKit

extension UIColor {
    convenience init(_ hex: Int, alpha: CGFloat = 1) {
        let r = CGFloat((hex & 0xFF0000) >> 16) / 255
        let g = CGFloat((hex & 0xFF00) >> 8) / 255
        let b = CGFloat(hex & 0xFF) / 255
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    fileprivate static let ink = UIColor(0x1B1D21)
    fileprivate static let paper = UIColor(0xFBFAF7)
    fileprivate static let moss = UIColor(0x3C7A4E)
    fileprivate static let fog = UIColor(0xFBFAF7, alpha: 0.4)

    var hexText: String {
        return "#000000"
    }
}

class Palette {
    fileprivate static let day = Palette(surface: .paper, text: .ink, accent: .moss)
    fileprivate static let night = Palette(surface: .ink, text: .paper, accent: .fog)

    let surface: UIColor
    let text: UIColor
    let accent: UIColor

    init(surface: UIColor, text: UIColor, accent: UIColor) {
        self.surface = surface
        self.text = text
        self.accent = accent
    }
}

class Theme {
    static let light = Theme(colors: .day, isDark: false, name: "light")
    static let dark = Theme(colors: .night, isDark: true, name: "dark")
    static let standard = Theme.light
    static let checkmark = UIImage(named: "checkmark")
    static let cornerRadius: CGFloat = 8

    let colors: Palette
    let isDark: Bool
    let name: String

    init(colors: Palette, isDark: Bool, name: String) {
        self.colors = colors
        self.isDark = isDark
        self.name = name
    }
}
