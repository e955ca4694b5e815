import SwiftUI

public protocol ColorSet {
    var name: ColorSetName { get }
    var scheme: ColorScheme { get }
    var tintColor: Color { get set }
    var primaryBackgroundColor: Color { get set }
    var secondaryBackgroundColor: Color { get set }
    var labelColor: Color { get set }
    var borderColor: Color { get set }
}

public enum ColorScheme: String {
    case dark, light
}

public enum ColorSetName: String {
    case glacierDark = "Glacier - Dark"
    case glacierLight = "Glacier - Light"
}
