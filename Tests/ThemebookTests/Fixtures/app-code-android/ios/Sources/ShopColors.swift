// Shop for iOS — an invented app for themebook's tests of platforms.

import UIKit

final class ShopColors {
    // MARK: - Blue
    static let Blue50 = UIColor(rgb: 0x0060DF)

    // MARK: - Grey
    static let Grey10 = UIColor(rgb: 0xF9F9FB)
    static let Grey90 = UIColor(rgb: 0x15141A)

    // MARK: - Violet
    static let Violet40 = UIColor(rgb: 0xAB71FF)
    static let Violet90 = UIColor(rgb: 0x321C64)

    // MARK: - White
    static let White = UIColor(rgb: 0xFFFFFF)
}
