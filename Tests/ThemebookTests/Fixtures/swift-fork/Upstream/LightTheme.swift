import UIKit

public struct LightTheme: Theme {
    public var type: ThemeType = .light
    public var colors: ThemeColourPalette = LightColourPalette()

    public init() {}
}

private struct LightColourPalette: ThemeColourPalette {
    // MARK: - Layers
    var layer1: UIColor = UpstreamColors.Grey10
    var layer2: UIColor = UpstreamColors.White
    var layer3: UIColor { layer2 }
    var layer4: UIColor = UpstreamColors.Grey10.withAlphaComponent(0.7)
    var layerScrim: UIColor = UpstreamColors.Grey90.withAlphaComponent(0.4)
    var layerGradient = Gradient(colors: [UpstreamColors.Blue50, UpstreamColors.Blue60])

    // MARK: - Actions
    var actionPrimary: UIColor = UpstreamColors.Blue50
    var actionPrimaryDisabled: UIColor = UpstreamColors.Blue50.withAlphaComponent(0.5)

    // MARK: - Text
    var textPrimary: UIColor = UpstreamColors.Grey90
    var textSecondary: UIColor = UpstreamColors.Grey90.withAlphaComponent(0.8)

    // MARK: - Border
    var borderAccent: UIColor { actionPrimary }
}
