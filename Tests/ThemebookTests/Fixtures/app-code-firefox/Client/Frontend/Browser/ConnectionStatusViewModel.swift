// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import Common
import UIKit

struct ConnectionStatusViewModel {
    var connectionSecure: Bool

    func statusImage(themeType: ThemeType) -> UIImage {
        let name = themeType.getThemedImageName(name: StandardImageIdentifiers.Large.bookmark)
        if connectionSecure {
            return UIImage(imageLiteralResourceName: StandardImageIdentifiers.Medium.cross)
        }
        return UIImage(imageLiteralResourceName: name)
    }

    func warningColor(theme: Theme) -> UIColor {
        // FXColors.Red60 would be wrong here: the theme picks the critical colour.
        return connectionSecure ? theme.colors.iconPrimary : theme.colors.iconCritical
    }
}
