import SwiftUI

struct DefaultPalette {
    private static let background = DynamicColor(lightColor: .gray0, darkColor: .gray90)
    private static let surface = DynamicColor(lightColor: .white, darkColor: .gray85)
    private static let panel = DynamicColor(staticColor: .gray20)
    private static let textPrimary = DynamicColor(lightColor: .shade(0.84), darkColor: .tint(0.84))
    private static let textSecondary = DynamicColor(lightColor: .shade(0.6), darkColor: .tint(0.6))
    private static let accent = DynamicColor(lightColor: .blue50, darkColor: .blue30)
    private static let accentPressed = DynamicColor(lightColor: .blue50.opacity(0.2), darkColor: .blue30.opacity(0.5))
    private static let overlay = DynamicColor(lightColor: .scrim.opacity(0.5), darkColor: .scrim)

    static func dynamicColor(for color: DesignSystemColor) -> DynamicColor {
        switch color {
        case .background: return background
        case .surface: return surface
        case .panel: return panel
        case .textPrimary: return textPrimary
        case .textSecondary, .textPlaceholder:
            return textSecondary
        case .accent: return accent
        case .accentPressed: return accentPressed
        case .overlay: return overlay
        }
    }
}
