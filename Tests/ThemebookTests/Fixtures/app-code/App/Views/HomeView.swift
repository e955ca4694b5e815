import Common
import UIKit

// theme.colors.textPrimary in a line comment is not code.
/* Nor in a block comment: FXColors.Blue50, UIColor.Photon.Grey10, LegacyThemeManager,
   /* nested */ theme.colors.layer2 */
final class HomeView: UIView, ThemeApplicable {
    private let label = UILabel()
    private let note = "theme.colors.textPrimary and FXColors.Grey90 inside a string"
    private let story = """
        A multi-line string: theme.colors.layer1, UIColor.theme.x, "bookmark_dark"
        """

    func applyTheme(theme: Theme) {
        backgroundColor = theme.colors.layer1
        label.textColor = theme.colors.textPrimary
        layer.borderColor = theme.colors.actionPrimary.cgColor
        let colors = theme.colors
        tintColor = colors.actionPrimary
        label.shadowColor = colors.layer2
        let fade = theme
            .colors
            .layerFade
        _ = fade
    }

    func applyHeader(theme: Theme?) {
        header.backgroundColor = theme?.colors.layer2
        header.tintColor = theme!.colors.textPrimery
        guard let palette = theme?.colors else { return }
        header.layer.borderColor = palette.layer1.cgColor
    }
}
