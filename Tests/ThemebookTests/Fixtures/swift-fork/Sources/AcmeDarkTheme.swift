import Common
import UIKit

public struct AcmeDarkTheme: Theme {
    public var type: ThemeType = .dark
    public var colors: AcmeThemeColourPalette = AcmeDarkColourPalette()
}

/// The dark palette is the light one with some members overridden; the rest is inherited and
/// sees these overrides (`layer1` reads the dark `brand`).
private final class AcmeDarkColourPalette: AcmeLightColourPalette {
    override var brand: AcmeBrandSemantics {
        AcmeDarkBrand()
    }

    override var fallbackTheme: Theme {
        DarkTheme()
    }

    override var layer3: UIColor { super.layer3.withAlphaComponent(0.8) }
    override var layer4: UIColor { AcmeColors.Blue70 }
    var borderAccent: UIColor { AcmeColors.Green40 }
}

private struct AcmeDarkBrand: AcmeBrandSemantics {
    let backgroundPrimary = AcmeColors.Grey80
    var accent: UIColor = AcmeColors.Green40
    var text: UIColor = UpstreamColors.White
}
