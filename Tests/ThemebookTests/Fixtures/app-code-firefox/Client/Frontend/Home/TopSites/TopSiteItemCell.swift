// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import Common
import UIKit

/// The cell for a top site: favicon, title and a pin badge.
/// Migrated from `UIColor.theme.homePanel.topSiteDomain` to tokens (see the theming guide).
class TopSiteItemCell: UICollectionViewCell, ReusableCell {
    struct UX {
        static let titleOffset: CGFloat = 4
        static let cellCornerRadius: CGFloat = 8
        static let shadowRadius: CGFloat = 6
    }

    private lazy var rootContainer: UIView = .build { view in
        view.backgroundColor = .clear
        view.layer.cornerRadius = UX.cellCornerRadius
    }

    private lazy var titleLabel: UILabel = .build { titleLabel in
        titleLabel.textAlignment = .center
        titleLabel.font = FXFontStyles.Regular.caption1.scaledFont()
        titleLabel.preferredMaxLayoutWidth = 80
    }

    private lazy var pinImageView: UIImageView = .build { imageView in
        imageView.image = UIImage(named: StandardImageIdentifiers.Small.pinBadgeFill)?.withRenderingMode(.alwaysTemplate)
        imageView.isHidden = true
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityIdentifier = "TopSitesCell"
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupShadow(theme: Theme) {
        rootContainer.layer.shadowPath = UIBezierPath(roundedRect: rootContainer.bounds,
                                                      cornerRadius: UX.cellCornerRadius).cgPath
        rootContainer.layer.shadowColor = theme.colors.shadowDefault.cgColor
        rootContainer.layer.shadowOpacity = 1
        rootContainer.layer.shadowRadius = UX.shadowRadius
    }
}

// MARK: - ThemeApplicable
extension TopSiteItemCell: ThemeApplicable {
    func applyTheme(theme: Theme) {
        let colors = theme.colors
        pinImageView.tintColor = colors.iconPrimary
        titleLabel.textColor = colors.textPrimary
        rootContainer.backgroundColor = theme.colors.layer5
        // Selected cells use layer5Hover: theme.colors.layer5Hover (a comment, not a read).
        if isSelected {
            rootContainer.backgroundColor = colors.layer5Hover
        }
        setupShadow(theme: theme)
    }
}
