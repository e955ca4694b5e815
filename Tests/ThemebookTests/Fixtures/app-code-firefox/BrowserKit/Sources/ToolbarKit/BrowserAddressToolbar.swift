// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import Common
import UIKit

public class BrowserAddressToolbar: UIView, ThemeApplicable {
    private var theme: Theme?
    private let locationContainer = UIView()
    private let toolbarTopBorderView = UIView()

    public func applyTheme(theme: Theme) {
        let colors = theme.colors
        backgroundColor = colors.layer1
        locationContainer.backgroundColor = colors.layerSearch
        toolbarTopBorderView.backgroundColor = colors.borderPrimary
        self.theme = theme
    }

    private func updateBorder() {
        guard let theme else { return }
        toolbarTopBorderView.backgroundColor = theme.colors.borderToolbarDivider
    }
}
