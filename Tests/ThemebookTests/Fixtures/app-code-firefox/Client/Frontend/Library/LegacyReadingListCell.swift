// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import Shared
import UIKit

class LegacyReadingListCell: UITableViewCell, NotificationThemeable, Notifiable {
    var unread = true {
        didSet {
            readStatusImageView.image = UIImage(named: unread ? "MarkAsRead" : "MarkAsUnread")
            titleLabel.textColor = unread ? UIColor.theme.homePanel.readingListActive : UIColor.theme.homePanel.readingListDimmed
        }
    }

    let readStatusImageView = UIImageView()
    let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupNotifications(forObserver: self, observing: [.DisplayThemeChanged])
        applyTheme()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handleNotifications(_ notification: Notification) {
        switch notification.name {
        case .DisplayThemeChanged:
            applyTheme()
        default:
            break
        }
    }

    func applyTheme() {
        backgroundColor = UIColor.Photon.White100
        separatorView.backgroundColor = UIColor.Photon.Grey30.withAlphaComponent(0.6)
        let isDark = LegacyThemeManager.instance.currentName == .dark
        readStatusImageView.image = UIImage(named: isDark ? "MarkAsRead_dark" : "MarkAsRead")
        titleLabel.textColor = UIColor.legacyTheme.tableView.rowText
    }
}
