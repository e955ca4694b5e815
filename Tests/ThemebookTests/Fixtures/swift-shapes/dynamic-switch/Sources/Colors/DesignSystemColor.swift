import SwiftUI

public enum DesignSystemColor {
    // Backgrounds
    case background
    case surface
    case panel

    // Text
    /// Body text.
    case textPrimary
    case textSecondary
    case textPlaceholder

    // Brand
    case accent
    case accentPressed

    // Overlays
    case overlay
}

public extension Color {
    init(designSystemColor: DesignSystemColor) {
        self = DefaultPalette.dynamicColor(for: designSystemColor).lightColor
    }
}
