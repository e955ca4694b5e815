import SwiftUI

struct ExperimentalPalette {
    private static let warm = DynamicColor(lightColor: .gray0, darkColor: .gray85)

    static func dynamicColor(for color: DesignSystemColor) -> DynamicColor {
        switch color {
        default: return warm
        }
    }
}
