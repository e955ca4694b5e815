// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import Common
import Shared
import UIKit

class ThemeSettingsController: ThemedTableViewController {
    private var slider: (UISlider, UIImageView, UIImageView)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = .SettingsDisplayThemeTitle
        tableView.accessibilityIdentifier = "DisplayTheme.Setting.Options"
        let headerFooterFrame = CGRect(width: view.frame.width, height: 10)
        let footer = UIView(frame: headerFooterFrame)
        footer.backgroundColor = FXColors.LightGrey10
        tableView.tableFooterView = footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = ThemedTableViewCell()
        let theme = themeManager.getCurrentTheme(for: windowUUID)
        cell.applyTheme(theme: theme)
        cell.tintColor = theme.colors.actionPrimary
        cell.detailTextLabel?.textColor = UIColor.legacyTheme.tableView.disabledRowText
        if indexPath.row == 0 {
            cell.accessoryView?.backgroundColor = FXColors.Blue50.withAlphaComponent(0.3)
        }
        return cell
    }

    private func makeSlider(theme: Theme) -> UISlider {
        let slider = UISlider()
        slider.minimumTrackTintColor = theme.colors.actionPrimary
        slider.maximumTrackTintColor = theme.colors.formSurfaceOff
        slider.thumbTintColor = theme.colors.formKnob
        return slider
    }
}
