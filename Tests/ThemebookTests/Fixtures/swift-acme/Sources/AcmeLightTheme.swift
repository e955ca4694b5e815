import UIKit

public struct AcmeLightTheme: AcmeTheme {
    public var type: AcmeThemeType = .light
    public var colors: AcmeThemeColourPalette = AcmeLightColourPalette()

    public init() {}
}

private struct AcmeLightColourPalette: AcmeThemeColourPalette {
    // MARK: - Layers
    var layer1: UIColor = AcmeColors.LightGrey10
    let layer2 = AcmeColors.White
    var layer3: UIColor { layer2 }
    var layerScrim: UIColor = AcmeColors.DarkGrey90.withAlphaComponent(0.4)
    var layerGradient = Gradient(colors: [AcmeColors.Violet70, AcmeColors.Violet60])
    var layerGradientOverlay = Gradient(colors: [
        AcmeColors.DarkGrey90.withAlphaComponent(0),
        AcmeColors.DarkGrey90.withAlphaComponent(0.25)
    ])

    // MARK: - Actions
    var actionPrimary: UIColor { return AcmeColors.Blue50 }
    var actionPrimaryDisabled: UIColor = AcmeColors.Blue50
        .withAlphaComponent(0.5)
    var actionSecondary: UIColor = UIColor(rgb: 0x342B4A)

    // MARK: - Text
    var textPrimary: UIColor = AcmeColors.DarkGrey90
    var textSecondary: UIColor = UIColor(rgb: 0x24183a).withAlphaComponent(0.8)
    var textLegacy: UIColor { self.textSecondary }

    // MARK: - Nova tokens
    var layerAccentSubtle: UIColor { .clear }
    var gradientAccent: Gradient { Gradient(colors: [AcmeMissingToken.color(.clear)]) }
    var iconPrivate: UIColor { AcmeMissingToken.color("iconPrivate") }

    var faviconColors: AcmeFaviconColorSet = AcmeStandardFaviconColorSet()

    func debugSummary() -> String {
        let text = "a } brace in a string and \(layer1) interpolation"
        return text.isEmpty ? "{" : text
    }
}
