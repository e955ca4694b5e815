import SwiftUI

extension Color {
    static let gray0 = Color(0xFAFAFA)
    static let gray20 = Color(0xEEEEEE)
    static let gray85 = Color(0x333333)
    static let gray90 = Color(0x222222)
    static let scrim = Color.black.opacity(0.5)
}
