import UIKit

/// Upstream's private theme; Acme keeps it as it is.
public struct PrivateModeTheme: Theme {
    public var type: ThemeType = .privateMode
    public var colors: ThemeColourPalette = PrivateModeColourPalette()

    public init() {}
}

private struct PrivateModeColourPalette: ThemeColourPalette {
    // MARK: - Layers
    var layer1: UIColor = UpstreamColors.Grey90
    var layer2: UIColor = UIColor(rgb: 0x342B4A)
    var layer3: UIColor { layer2 }
    // Default values from the dark theme, which Acme replaces: read from upstream's own.
    var layer4: UIColor = DarkTheme().colors.layer4
    var layerScrim: UIColor = DarkTheme().colors.layerScrim
    var layerGradient: Gradient = DarkTheme().colors.layerGradient

    // MARK: - Actions
    var actionPrimary: UIColor = UpstreamColors.Blue60
    var actionPrimaryDisabled: UIColor { UpstreamMissingToken.color(.clear) }

    // MARK: - Text
    var textPrimary: UIColor = UpstreamColors.White
    var textSecondary: UIColor = DarkTheme().colors.textSecondary

    // MARK: - Border
    var borderAccent: UIColor { actionPrimary }
}
