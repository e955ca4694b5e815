import UIKit

public struct AcmeDarkTheme: AcmeTheme {
    public var type: AcmeThemeType = .dark
    public var colors: AcmeThemeColourPalette = AcmeDarkColourPalette()

    public init() {}
}

/// Night mode is the dark theme with its own type; both share one palette struct.
public struct AcmeNightTheme: AcmeTheme {
    public var type: AcmeThemeType = AcmeThemeType.nightMode
    private let palette = AcmeDarkColourPalette()
    public var colors: AcmeThemeColourPalette { palette }

    public init() {}
}

private struct AcmeDarkColourPalette: AcmeThemeColourPalette {
    // MARK: - Layers
    var layer1: UIColor = AcmeColors.DarkGrey60
    var layer2: UIColor = AcmeColors.DarkGrey30
    var layer3: UIColor = AcmeColors.DarkGrey80
    var layerScrim: UIColor = AcmeColors.DarkGrey90.withAlphaComponent(0.95)
    var layerGradient = Gradient(
        colors: [AcmeColors.Violet70, AcmeColors.Violet60]
    )
    var layerGradientOverlay = Gradient(colors: [
        AcmeColors.DarkGrey40.withAlphaComponent(0),
        AcmeColors.DarkGrey40.withAlphaComponent(0.4),
        AcmeBrandColors.Nebula,
    ])

    // MARK: - Actions
    var actionPrimary: UIColor = AcmeColors.Blue60
    var actionPrimaryDisabled: UIColor = AcmeColors.Blue60.withAlphaComponent(0.5)
    var actionSecondary: UIColor = AcmeColors.DarkGrey40

    // MARK: - Text
    var textPrimary: UIColor = AcmeColors.LightGrey10
    var textSecondary: UIColor = AcmeColors.LightGrey30
    var textLegacy: UIColor { textSecondary }

    // MARK: - Nova tokens
    var layerAccentSubtle: UIColor { AcmeMissingToken.color(.clear) }
    var gradientAccent: Gradient { Gradient(colors: [AcmeMissingToken.color(.clear)]) }
    var iconPrivate: UIColor { AcmeMissingToken.color(.clear) }
}
