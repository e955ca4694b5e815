import SwiftUI

public extension Color {
    /// Black at an opacity.
    static func shade(_ percent: Double) -> Color {
        .black.opacity(percent)
    }

    /// White at an opacity.
    static func tint(_ percent: Double) -> Color {
        return .white.opacity(percent)
    }
}
