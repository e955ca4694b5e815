import UIKit

class TopSiteCell: UICollectionViewCell, NotificationThemeable {
    override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(self, selector: #selector(handle), name: .DisplayThemeChanged, object: nil)
    }

    @objc func handle(_ notification: Notification) {
        switch notification.name {
        case .DisplayThemeChanged:
            applyTheme()
        default:
            break
        }
    }

    func applyTheme() {
        contentView.backgroundColor = UIColor.Photon.Grey10
        titleLabel.textColor = UIColor.theme.homePanel.topSiteDomain
        badge.backgroundColor = UIColor.legacyTheme.ecosia.primaryBrand
        if LegacyThemeManager.instance.currentName == .dark {
            imageView.alpha = 0.8
        }
    }
}

class BaseHeader: UICollectionReusableView {}

class TopSiteHeader: BaseHeader {
    func setUp() {
        setupNotifications(forObserver: self, observing: [.DisplayThemeChanged])
    }
}

extension TopSiteHeader: NotificationThemeable {
    func applyTheme() {}
}

enum LegacyPalette {
    static let accent = Photon.Blue50
}
