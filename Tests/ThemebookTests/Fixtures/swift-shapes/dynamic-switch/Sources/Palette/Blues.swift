import SwiftUI

extension Color {
    static let blue30 = Color(0x7295F6)
    static let blue50 = Color(0x3969EF)
}
