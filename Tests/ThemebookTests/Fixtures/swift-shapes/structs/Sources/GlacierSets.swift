import SwiftUI

public struct GlacierDark: ColorSet {
    public var name: ColorSetName = .glacierDark
    public var scheme: ColorScheme = .dark
    public var tintColor: Color = .init(red: 187 / 255, green: 59 / 255, blue: 226 / 255)
    public var primaryBackgroundColor: Color = Color(red: 16 / 255, green: 21 / 255, blue: 35 / 255)
    public var secondaryBackgroundColor: Color = .init(hex: 0x1E233E)
    public var labelColor: Color = .white
    public var borderColor: Color = Color(uiColor: UIColor(rgb: 0x2A2F4A))

    public init() {}
}

public struct GlacierLight: ColorSet {
    public var name: ColorSetName = .glacierLight
    public var scheme: ColorScheme = .light
    public var tintColor: Color = .init(red: 187 / 255, green: 59 / 255, blue: 226 / 255)
    public var primaryBackgroundColor: Color = .white
    public var secondaryBackgroundColor: Color = .init(hex: 0xF0F1F2)
    public var labelColor: Color = .black
    public var borderColor: Color = .black.opacity(0.12)

    public init() {}
}
