import Foundation

enum ThemeIdentifier: String {
    case light
    case dark
    case black
}

enum BuildSettings {
    static let roundedBubbles = true
}
