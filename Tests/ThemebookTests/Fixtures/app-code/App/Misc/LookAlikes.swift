import UIKit

struct Palette {
    var layer1 = UIColor.red
    var layer2 = UIColor.blue
}

struct ChartStyle {
    var colors = Palette()
}

final class MyThemeManager {
    var colors = Palette()
}

func lookAlikes(style: ChartStyle, gradient: CAGradientLayer, manager: MyThemeManager) {
    let a = style.colors.layer1
    let colors = [UIColor.red, UIColor.blue]
    gradient.colors = colors.map(\.cgColor)
    _ = colors.first
    let b = manager.colors.layer2
    let c = MyFXColors.Blue50
    let d = Photonic.Blue50
    let e = "FXColors.Blue50 and theme.colors.layer1"
    let f = "bookmark_dark is dark" // a sentence, not a name
    _ = (a, b, c, d, e, f)
}

func shadowing(theme: Theme) {
    let colors = theme.colors
    if colors.layer1 != .clear {
        let colors = Palette()
        _ = colors.layer1
    }
    _ = colors.layer2
}
