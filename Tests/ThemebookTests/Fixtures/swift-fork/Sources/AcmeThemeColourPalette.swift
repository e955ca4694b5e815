import UIKit

/// Acme's brand semantics: what the app's own palettes forward to.
public protocol AcmeBrandSemantics {
    var backgroundPrimary: UIColor { get }
    var accent: UIColor { get }
    var text: UIColor { get }
}

/// Acme's palettes are upstream palettes with a brand helper.
public protocol AcmeThemeColourPalette: ThemeColourPalette {
    var brand: AcmeBrandSemantics { get }
}

extension AcmeThemeColourPalette {
    /// A default every Acme palette inherits unless it overrides it.
    var borderAccent: UIColor { brand.accent }
}
