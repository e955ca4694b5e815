// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import UIKit

enum LocalThemeType: String {
    case light
    case dark

    func getThemedImageName(name: String) -> String {
        switch self {
        case .light:
            return name
        case .dark:
            return "\(name)_dark"
        }
    }
}
