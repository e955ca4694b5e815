import UIKit

/// The colours every Shop theme provides.
public protocol ShopThemeColourPalette {
    // MARK: - Layers
    /// The screen's background.
    var layer1: UIColor { get }
    var layerAccent: UIColor { get }
    var layerScrim: UIColor { get }

    // MARK: - Actions
    var actionPrimary: UIColor { get }

    // MARK: - Text
    var textPrimary: UIColor { get }
    /// Only the iOS share sheet uses it.
    var shareSheetBackground: UIColor { get }
}

public protocol ShopTheme {
    var type: ShopThemeType { get }
    var colors: ShopThemeColourPalette { get }
}

public enum ShopThemeType: String {
    case light
    case dark
    case privateMode = "private"
}
