import UIKit

/// The colours every theme provides.
public protocol ThemeColourPalette {
    // MARK: - Layers
    var layer1: UIColor { get }
    var layer2: UIColor { get }
    var layer3: UIColor { get }
    var layer4: UIColor { get }
    var layerScrim: UIColor { get }
    var layerGradient: Gradient { get }

    // MARK: - Actions
    var actionPrimary: UIColor { get }
    var actionPrimaryDisabled: UIColor { get }

    // MARK: - Text
    var textPrimary: UIColor { get }
    var textSecondary: UIColor { get }

    // MARK: - Border
    var borderAccent: UIColor { get }
}

public protocol Theme {
    var type: ThemeType { get }
    var colors: ThemeColourPalette { get }
}

public enum ThemeType: String {
    case light
    case dark
    case privateMode = "private"

    public func getInterfaceStyle() -> UIUserInterfaceStyle {
        switch self {
        case .light: return .light
        case .dark, .privateMode: return .dark
        }
    }
}
