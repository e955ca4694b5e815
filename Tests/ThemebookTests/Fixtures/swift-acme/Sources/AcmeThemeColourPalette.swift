import UIKit

/// The colours every Acme theme provides.
/// Based on the Acme design file; do not add colours that are not in it.
public protocol AcmeThemeColourPalette {
    // MARK: - Layers
    /// Base background of the app, behind every other layer.
    var layer1: UIColor { get }
    /// Surfaces placed on the base background.
    var layer2: UIColor { get }
    var layer3: UIColor { get }
    /** Dims content behind a sheet. */
    var layerScrim: UIColor { get }
    var layerGradient: Gradient { get }
    var layerGradientOverlay: Gradient { get }

    // MARK: - Actions & Forms
    var actionPrimary: UIColor { get }
    var actionPrimaryDisabled: UIColor { get }
    var actionSecondary: UIColor { get }

    // MARK: - Text
    // A plain comment is not a description.
    var textPrimary: UIColor { get }
    var textSecondary: UIColor { get }
    @available(*, deprecated, message: "Use textSecondary")
    var textLegacy: UIColor { get }

    // MARK: - Nova tokens
    var layerAccentSubtle: UIColor { get }
    var gradientAccent: Gradient { get }
    var iconPrivate: UIColor { get }

    // Not a colour: skipped with a note.
    var faviconColors: AcmeFaviconColorSet { get }
}

public protocol AcmeTheme {
    var type: AcmeThemeType { get }
    var colors: AcmeThemeColourPalette { get }
}

public enum AcmeThemeType: String {
    case light
    case dark = "dark"
    case nightMode = "night"
    case privateMode = "private"

    static let summary = """
        Acme themes: "light", "dark" and friends.
        \(AcmeThemeType.light.rawValue) is the default; a lone " is fine here.
        """

    static let names = [AcmeThemeType.light, .dark].map { $0.rawValue }

    public func getInterfaceStyle() -> UIUserInterfaceStyle {
        switch self {
        case .light:
            return .light
        case .dark, .nightMode, .privateMode:
            return .dark
        }
    }
}
