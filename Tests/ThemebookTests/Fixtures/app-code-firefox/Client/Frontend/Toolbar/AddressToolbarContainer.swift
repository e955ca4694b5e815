// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import Common
import SwiftUI
import UIKit

struct AddressToolbarSettingsView: View {
    let windowUUID: WindowUUID
    @Environment(\.themeManager)
    var themeManager
    @State private var themeColors: ThemeColourPalette?

    var theme: Theme {
        return themeManager.getCurrentTheme(for: windowUUID)
    }

    private var viewBackground: Color {
        return Color(theme.colors.layer1)
    }

    private var themeLabel: String { "theme.colors.layer2" }

    var body: some View {
        VStack(spacing: 24) {
            Text(verbatim: "Address bar")
                .foregroundColor(Color(theme.colors.textSecondary))
            Divider().background(Color(currentTheme().colors.borderPrimary))
        }
        .background(viewBackground)
    }

    func currentTheme() -> Theme {
        themeManager.getCurrentTheme(for: windowUUID)
    }
}

final class AddressToolbarContainer: UIView, ThemeApplicable {
    private var progressBar = GradientProgressBar()

    func applyTheme(theme: Theme) {
        backgroundColor = theme.colors.layer1
        progressBar.setGradientColors(startColor: theme.colors.borderAccent,
                                      middleColor: theme.colors.iconAccentPink,
                                      endColor: theme.colors.iconAccentYellow)
        let gradient = CAGradientLayer()
        gradient.colors = [theme.colors.layer3.cgColor, theme.colors.layer2.cgColor]
        layer.insertSublayer(gradient, at: 0)
    }
}
