import UIKit

struct AppTheme {
    let name: String
    /// Body text.
    let text: UIColor
    let background: UIColor
    let accent: UIColor
    let overlay: UIColor
    let highlight: UIColor
    /// Some themes tint no icon.
    let iconTint: UIColor?

    // MARK: - Derived

    var link: UIColor { accent }

    static let light = AppTheme(
        name: "Light", text: Palette.gray900, background: Palette.gray100, accent: Palette.blue500,
        overlay: Palette.scrim, highlight: Palette.blueHighlight, iconTint: nil)
    static let dark = AppTheme(
        name: "Dark", text: Palette.gray100, background: Palette.gray700, accent: Palette.blue300,
        overlay: Palette.scrim.withAlphaComponent(0.7), highlight: .white.withAlphaComponent(0.2), iconTint: Palette.gray100)

    static var current: AppTheme = .light
}
