import UIKit

final class HomeView: UIView {
    func applyTheme(theme: ShopTheme) {
        backgroundColor = theme.colors.layer1
        tintColor = ShopColors.Blue50
        layer.borderColor = theme.colors.shareSheetBackground.cgColor
    }
}
