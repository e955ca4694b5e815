import UIKit

public struct ShopLightTheme: ShopTheme {
    public var type: ShopThemeType = .light
    public var colors: ShopThemeColourPalette = ShopLightColourPalette()
}

public struct ShopDarkTheme: ShopTheme {
    public var type: ShopThemeType = .dark
    public var colors: ShopThemeColourPalette = ShopDarkColourPalette()
}

public struct ShopPrivateTheme: ShopTheme {
    public var type: ShopThemeType = .privateMode
    public var colors: ShopThemeColourPalette = ShopPrivateColourPalette()
}

private struct ShopLightColourPalette: ShopThemeColourPalette {
    var layer1: UIColor = ShopColors.Grey10
    var layerAccent: UIColor = ShopColors.Blue50
    var layerScrim: UIColor = ShopColors.Grey90.withAlphaComponent(0.4)
    var actionPrimary: UIColor = ShopColors.Blue50
    var textPrimary: UIColor = ShopColors.Grey90
    var shareSheetBackground: UIColor = ShopColors.White
}

private struct ShopDarkColourPalette: ShopThemeColourPalette {
    var layer1: UIColor = ShopColors.Grey90
    var layerAccent: UIColor = ShopColors.Violet40
    var layerScrim: UIColor = ShopColors.Grey90.withAlphaComponent(0.95)
    var actionPrimary: UIColor = ShopColors.Blue50
    var textPrimary: UIColor = ShopColors.Grey10
    var shareSheetBackground: UIColor = ShopColors.Grey90
}

private struct ShopPrivateColourPalette: ShopThemeColourPalette {
    var layer1: UIColor = ShopColors.Violet90
    var layerAccent: UIColor = ShopColors.Violet40
    var layerScrim: UIColor = ShopColors.Grey90.withAlphaComponent(0.95)
    var actionPrimary: UIColor = ShopColors.Blue50
    var textPrimary: UIColor = ShopColors.Grey10
    var shareSheetBackground: UIColor = ShopColors.Violet90
}
