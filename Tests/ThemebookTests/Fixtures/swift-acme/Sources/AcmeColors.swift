// Acme for iOS — an invented app for themebook's tests.

import UIKit

// Every official Acme colour. Themes read these; views never do.
final class AcmeColors {
    // MARK: - Black & White
    static let Black = UIColor(rgb: 0x000000)
    static let White = UIColor(rgb: 0xFFFFFF)

    // MARK: - Light Grey
    static let LightGrey10 = UIColor(rgb: 0xf9f9fb)
    static let LightGrey30 = UIColor(rgb: 0xE0e0E6)

    // MARK: - Dark Grey
    static let DarkGrey30 = UIColor(rgb: 0x42414d)
    static let DarkGrey40 = UIColor(rgb: 0x3a3944)
    static let DarkGrey60 = UIColor(rgb: 0x2b2a33)
    static let DarkGrey80 = UIColor(rgb: 0x1c1b22)
    static let DarkGrey90 = UIColor(rgb: 0x15141a)

    // MARK: - Blue
    static let Blue50 = UIColor(rgb: 0x0060DF)
    static let Blue60 = UIColor(rgb: 0x0250bb)

    // MARK: Violet
    static let Violet60 = UIColor(rgb: 0x7542e5)
    static let Violet70 = UIColor(rgb: 0x592acb)

    // MARK: - Purple
    static let Purple60: UIColor = UIColor(rgb: 0x952bb9)
}
