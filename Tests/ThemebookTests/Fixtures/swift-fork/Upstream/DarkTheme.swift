import UIKit

public struct DarkTheme: Theme {
    public var type: ThemeType = .dark
    public var colors: ThemeColourPalette = DarkColourPalette()

    public init() {}
}

private struct DarkColourPalette: ThemeColourPalette {
    // MARK: - Layers
    var layer1: UIColor = UpstreamColors.Grey90
    var layer2: UIColor = UpstreamColors.Blue60
    var layer3: UIColor { self.layer1 }
    var layer4: UIColor = UpstreamColors.Grey90.withAlphaComponent(0.7)
    var layerScrim: UIColor = UpstreamColors.Grey90.withAlphaComponent(0.95)
    var layerGradient = Gradient(colors: [UpstreamColors.Blue60, UpstreamColors.Blue50])

    // MARK: - Actions
    var actionPrimary: UIColor = UpstreamColors.Blue60
    var actionPrimaryDisabled: UIColor = UpstreamColors.Blue60.withAlphaComponent(0.5)

    // MARK: - Text
    var textPrimary: UIColor = UpstreamColors.Grey10
    var textSecondary: UIColor = UpstreamColors.Grey10.withAlphaComponent(0.8)

    // MARK: - Border
    var borderAccent: UIColor { actionPrimary }
}
