import UIKit

class Colors {
    fileprivate static let light = Colors(paperBackground: .base90, primaryText: .base10, link: .accent, shadow: .shadow, icon: nil)
    fileprivate static let dark = Colors(
        paperBackground: .base10, primaryText: .base90, link: UIColor(white: 1, alpha: 0.8), shadow: .clear, icon: .base90)

    let paperBackground: UIColor
    let primaryText: UIColor
    let link: UIColor
    let linkPressed: UIColor
    let shadow: UIColor
    let icon: UIColor?
    var refreshTint: UIColor {
        return primaryText
    }

    init(paperBackground: UIColor, primaryText: UIColor, link: UIColor, shadow: UIColor, icon: UIColor?) {
        self.paperBackground = paperBackground
        self.primaryText = primaryText
        self.link = link
        self.linkPressed = link.withAlphaComponent(0.5)
        self.shadow = shadow
        self.icon = icon
    }
}

class Theme {
    static let standard = Theme(colors: .light, isDark: false, name: "standard")
    static let night = Theme(colors: .dark, isDark: true, name: "night")

    let colors: Colors
    let isDark: Bool
    let name: String

    init(colors: Colors, isDark: Bool, name: String) {
        self.colors = colors
        self.isDark = isDark
        self.name = name
    }
}
