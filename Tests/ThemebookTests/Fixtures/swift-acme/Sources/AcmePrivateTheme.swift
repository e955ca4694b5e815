import UIKit

public struct AcmePrivateTheme: AcmeTheme {
    public var type: AcmeThemeType = .privateMode
    public var colors: AcmeThemeColourPalette = AcmePrivateColourPalette()

    public init() {}
}

private struct AcmePrivateColourPalette: AcmeThemeColourPalette {
    // MARK: - Layers
    var layer1: UIColor = AcmeBrandColors.Nebula
    var layer2 = UIColor(red: 36, green: 24, blue: 58, alpha: 1)
    var layer3: UIColor = UIColor(red: 0.2, green: 0.1, blue: 0.3, alpha: 0.5)
    // Default values from the dark theme
    var layerScrim: UIColor = AcmeDarkTheme().colors.layerScrim
    var layerGradient: Gradient = AcmeDarkTheme().colors.layerGradient
    var layerGradientOverlay = Gradient(colors: [AcmeBrandColors.Nebula, AcmeBrandColors.Stardust.withAlphaComponent(0.6)])

    // MARK: - Actions
    var actionPrimary: UIColor = AcmeColors.Purple60
    var actionPrimaryDisabled: UIColor = AcmeColors.Purple60.withAlphaComponent(0.5)
    var actionSecondary: UIColor = AcmeBrandColors.Stardust

    // MARK: - Text
    var textPrimary: UIColor = AcmeColors.White
    var textSecondary: UIColor = AcmeColors.LightGrey30
    var textLegacy: UIColor = AcmeDarkTheme().colors.textLegacy

    // MARK: - Nova tokens
    var layerAccentSubtle: UIColor { AcmeMissingToken.color(.clear) }
    var gradientAccent: Gradient { Gradient(colors: [AcmeMissingToken.color(.clear)]) }
    var iconPrivate: UIColor = AcmeColors.Purple60
}
