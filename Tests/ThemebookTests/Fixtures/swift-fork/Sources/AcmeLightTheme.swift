import Common
import UIKit

/// Acme's light theme, beside upstream's `LightTheme`: both are `.light`.
struct AcmeLightTheme: Theme {
    public var type: ThemeType = .light
    public var colors: AcmeThemeColourPalette = AcmeLightColourPalette()
}

class AcmeLightColourPalette: AcmeThemeColourPalette {
    var brand: AcmeBrandSemantics {
        AcmeLightBrand()
    }

    /// What Acme does not design itself comes from upstream.
    var fallbackTheme: Theme {
        LightTheme()
    }

    // MARK: - Layers
    var layer1: UIColor { brand.backgroundPrimary }
    var layer2: UIColor { fallbackTheme.colors.layer2 }
    var layer3: UIColor = AcmeColors.Blue50
    let layer4 = UpstreamColors.Blue50.withAlphaComponent(0.5)
    var layerScrim: UIColor { fallbackTheme.colors.layerScrim }
    var layerGradient: Common.Gradient { fallbackTheme.colors.layerGradient }

    // MARK: - Actions
    var actionPrimary: UIColor { brand.accent }
    var actionPrimaryDisabled: UIColor { actionPrimary.withAlphaComponent(0.5) }

    // MARK: - Text
    final var textPrimary: UIColor { return brand.text }
    var textSecondary: UIColor { self.fallbackTheme.colors.textSecondary }
}

private struct AcmeLightBrand: AcmeBrandSemantics {
    var backgroundPrimary: UIColor = AcmeColors.White
    let accent = AcmeColors.Accent
    var text: UIColor { AcmeColors.Grey80 }
}
