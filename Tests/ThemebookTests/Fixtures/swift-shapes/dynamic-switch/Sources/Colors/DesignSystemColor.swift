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
}

public extension Color {
    init(designSystemColor: DesignSystemColor) {
        self = DefaultPalette.dynamicColor(for: designSystemColor).lightColor
    }
}
