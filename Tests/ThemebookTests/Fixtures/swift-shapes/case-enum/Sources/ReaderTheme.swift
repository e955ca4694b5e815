import UIKit

/// How the reader shows an article.
enum ReaderTheme: String, CaseIterable {
    case light
    case sepia, dark
    case midnight = "oled"

    static var current: ReaderTheme = .light

    // MARK: - Page
    /// Behind the text.
    var background: UIColor {
        switch self {
        case .light: return .white
        case .sepia: return Palette.paper
        case .dark, .midnight: return Palette.gray900
        }
    }

    // MARK: - Text
    var text: UIColor {
        switch self {
        case .sepia: return Palette.ink
        case .dark, .midnight: return Palette.gray100
        default: return .black
        }
    }

    /// Links are the text's colour.
    var link: UIColor { text }

    var divider: UIColor {
        switch self {
        case .light, .sepia: return UIColor.black.withAlphaComponent(0.1)
        case .dark: return UIColor.white.withAlphaComponent(0.1)
        }
    }

    // MARK: - Accents
    var highlight: UIColor { self == .sepia ? Palette.ink : Palette.gray100 }

    var selection: UIColor {
        if self != .light {
            return Palette.gray900
        } else {
            return Palette.paper
        }
    }

    var isDark: Bool {
        switch self {
        case .dark, .midnight: return true
        default: return false
        }
    }
}
