/// The system colours a colour set may name (`"color": {"platform": "ios", "reference":
/// "labelColor"}`), with the values Apple documents for them: UIKit's (iOS 15–18, Human Interface
/// Guidelines "Color" and the `UIColor` reference) for `ios`, `tvos`, `watchos` and `XR`, AppKit's
/// (macOS 12–14) for `osx`. Each has a light and a dark value and, where Apple documents one, an
/// increased-contrast value of each; a colour without one shows its normal value in the
/// high-contrast themes.
enum SystemColors {
    struct Entry: Sendable {
        var light: Color
        var dark: Color
        var lightHigh: Color?
        var darkHigh: Color?

        func color(dark isDark: Bool, highContrast: Bool) -> Color {
            if highContrast, let high = isDark ? darkHigh : lightHigh { return high }
            return isDark ? dark : light
        }
    }

    enum Family: Sendable { case uiKit, appKit }

    /// The family a `platform` names: `osx` is AppKit; anything else (or none) UIKit.
    static func family(of platform: String?) -> Family { platform == "osx" ? .appKit : .uiKit }

    /// The entry for `name` in the platform's family; a name only the other family has is found
    /// there (a catalogue shared by an iOS and a macOS target).
    static func entry(_ name: String, platform: String?) -> Entry? {
        switch family(of: platform) {
        case .uiKit: uiKit[name] ?? appKit[name]
        case .appKit: appKit[name] ?? uiKit[name]
        }
    }

    /// The UIKit colour Swift code names as a member of `UIColor` (`.label`,
    /// `UIColor.systemBackground`, `.systemGray6`): `labelColor`'s entry. Not the fixed colours
    /// (`.red` is pure red in UIKit but the system red in SwiftUI; `.white` is read as a literal).
    static func uiKitMember(_ name: String) -> Entry? {
        let key = name + "Color"
        guard fixedColors[key] == nil else { return nil }
        return uiKit[key]
    }

    /// What `Color.x` is in SwiftUI: `primary` and `secondary` are the label colours, `red`…
    /// `gray` the system tints, and SwiftUI's `Color(.systemBackground)` passes UIKit's.
    static func swiftUIMember(_ name: String) -> Entry? {
        switch name {
        case "primary": return uiKit["labelColor"]
        case "secondary": return uiKit["secondaryLabelColor"]
        case "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray":
            return tints["system" + name.prefix(1).uppercased() + name.dropFirst() + "Color"]
        default: return uiKitMember(name)
        }
    }

    /// Every name, for "did you mean".
    static var names: [String] { Array(Set(uiKit.keys).union(appKit.keys)).sorted() }

    private static func c(_ hex: Int, _ alpha: Double = 1) -> Color {
        Color(
            red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    private static func e(_ light: Color, _ dark: Color, high lightHigh: Color? = nil, _ darkHigh: Color? = nil) -> Entry {
        Entry(light: light, dark: dark, lightHigh: lightHigh, darkHigh: darkHigh)
    }

    /// The same value in every appearance.
    private static func fixed(_ color: Color) -> Entry { Entry(light: color, dark: color) }

    /// Colours that do not change with the appearance, in both families.
    private static let fixedColors: [String: Entry] = [
        "blackColor": fixed(c(0x000000)), "whiteColor": fixed(c(0xFFFFFF)), "clearColor": fixed(c(0x000000, 0)),
        "darkGrayColor": fixed(c(0x555555)), "grayColor": fixed(c(0x808080)), "lightGrayColor": fixed(c(0xAAAAAA)),
        "redColor": fixed(c(0xFF0000)), "greenColor": fixed(c(0x00FF00)), "blueColor": fixed(c(0x0000FF)),
        "cyanColor": fixed(c(0x00FFFF)), "yellowColor": fixed(c(0xFFFF00)), "magentaColor": fixed(c(0xFF00FF)),
        "orangeColor": fixed(c(0xFF8000)), "purpleColor": fixed(c(0x800080)), "brownColor": fixed(c(0x996633)),
    ]

    /// The tinted system colours and greys, shared by UIKit and AppKit but for a few AppKit values.
    private static let tints: [String: Entry] = [
        "systemRedColor": e(c(0xFF3B30), c(0xFF453A), high: c(0xD70015), c(0xFF6961)),
        "systemOrangeColor": e(c(0xFF9500), c(0xFF9F0A), high: c(0xC93400), c(0xFFB340)),
        "systemYellowColor": e(c(0xFFCC00), c(0xFFD60A), high: c(0xB25000), c(0xFFD426)),
        "systemGreenColor": e(c(0x34C759), c(0x30D158), high: c(0x248A3D), c(0x30DB5B)),
        "systemMintColor": e(c(0x00C7BE), c(0x63E6E2), high: c(0x0C817B), c(0x66D4CF)),
        "systemTealColor": e(c(0x30B0C7), c(0x40C8E0), high: c(0x008299), c(0x5DE6FF)),
        "systemCyanColor": e(c(0x32ADE6), c(0x64D2FF), high: c(0x0071A4), c(0x70D7FF)),
        "systemBlueColor": e(c(0x007AFF), c(0x0A84FF), high: c(0x0040DD), c(0x409CFF)),
        "systemIndigoColor": e(c(0x5856D6), c(0x5E5CE6), high: c(0x3634A3), c(0x7D7AFF)),
        "systemPurpleColor": e(c(0xAF52DE), c(0xBF5AF2), high: c(0x8944AB), c(0xDA8FFF)),
        "systemPinkColor": e(c(0xFF2D55), c(0xFF375F), high: c(0xD30F45), c(0xFF6482)),
        "systemBrownColor": e(c(0xA2845E), c(0xAC8E68), high: c(0x7F6545), c(0xB59469)),
        "systemGrayColor": e(c(0x8E8E93), c(0x8E8E93), high: c(0x6C6C70), c(0xAEAEB2)),
    ]

    static let uiKit: [String: Entry] = fixedColors.merging(tints) { a, _ in a }.merging([
        "systemGray2Color": e(c(0xAEAEB2), c(0x636366), high: c(0x8E8E93), c(0x7C7C80)),
        "systemGray3Color": e(c(0xC7C7CC), c(0x48484A), high: c(0xAEAEB2), c(0x545456)),
        "systemGray4Color": e(c(0xD1D1D6), c(0x3A3A3C), high: c(0xBCBCC0), c(0x444446)),
        "systemGray5Color": e(c(0xE5E5EA), c(0x2C2C2E), high: c(0xD8D8DC), c(0x363638)),
        "systemGray6Color": e(c(0xF2F2F7), c(0x1C1C1E), high: c(0xEBEBF0), c(0x242426)),
        "labelColor": e(c(0x000000), c(0xFFFFFF)),
        "secondaryLabelColor": e(c(0x3C3C43, 0.6), c(0xEBEBF5, 0.6)),
        "tertiaryLabelColor": e(c(0x3C3C43, 0.3), c(0xEBEBF5, 0.3)),
        "quaternaryLabelColor": e(c(0x3C3C43, 0.18), c(0xEBEBF5, 0.16)),
        "placeholderTextColor": e(c(0x3C3C43, 0.3), c(0xEBEBF5, 0.3)),
        "linkColor": e(c(0x007AFF), c(0x0984FF)),
        "separatorColor": e(c(0x3C3C43, 0.29), c(0x545458, 0.6)),
        "opaqueSeparatorColor": e(c(0xC6C6C8), c(0x38383A)),
        "systemFillColor": e(c(0x787880, 0.2), c(0x787880, 0.36)),
        "secondarySystemFillColor": e(c(0x787880, 0.16), c(0x787880, 0.32)),
        "tertiarySystemFillColor": e(c(0x767680, 0.12), c(0x767680, 0.24)),
        "quaternarySystemFillColor": e(c(0x747480, 0.08), c(0x767680, 0.18)),
        "systemBackgroundColor": e(c(0xFFFFFF), c(0x000000)),
        "secondarySystemBackgroundColor": e(c(0xF2F2F7), c(0x1C1C1E)),
        "tertiarySystemBackgroundColor": e(c(0xFFFFFF), c(0x2C2C2E)),
        "systemGroupedBackgroundColor": e(c(0xF2F2F7), c(0x000000)),
        "secondarySystemGroupedBackgroundColor": e(c(0xFFFFFF), c(0x1C1C1E)),
        "tertiarySystemGroupedBackgroundColor": e(c(0xF2F2F7), c(0x2C2C2E)),
        "darkTextColor": fixed(c(0x000000)),
        "lightTextColor": fixed(c(0xFFFFFF, 0.6)),
    ]) { a, _ in a }

    static let appKit: [String: Entry] = fixedColors.merging([
        // AppKit's own values where they differ from UIKit's.
        "systemGreenColor": e(c(0x28CD41), c(0x32D74B)),
        "systemGrayColor": e(c(0x8E8E93), c(0x98989D)),
    ]) { a, _ in a }.merging(tints) { a, _ in a }.merging([
        "labelColor": e(c(0x000000, 0.85), c(0xFFFFFF, 0.85)),
        "secondaryLabelColor": e(c(0x000000, 0.5), c(0xFFFFFF, 0.55)),
        "tertiaryLabelColor": e(c(0x000000, 0.26), c(0xFFFFFF, 0.25)),
        "quaternaryLabelColor": e(c(0x000000, 0.1), c(0xFFFFFF, 0.1)),
        "placeholderTextColor": e(c(0x000000, 0.25), c(0xFFFFFF, 0.25)),
        "textColor": e(c(0x000000), c(0xFFFFFF)),
        "textBackgroundColor": e(c(0xFFFFFF), c(0x1E1E1E)),
        "selectedTextBackgroundColor": e(c(0xB3D7FF), c(0x3F638B)),
        "windowBackgroundColor": e(c(0xECECEC), c(0x323232)),
        "controlBackgroundColor": e(c(0xFFFFFF), c(0x1E1E1E)),
        "controlColor": e(c(0xFFFFFF), c(0xFFFFFF, 0.25)),
        "controlTextColor": e(c(0x000000, 0.85), c(0xFFFFFF, 0.85)),
        "disabledControlTextColor": e(c(0x000000, 0.25), c(0xFFFFFF, 0.25)),
        "controlAccentColor": e(c(0x007AFF), c(0x007AFF)),
        "separatorColor": e(c(0x000000, 0.1), c(0xFFFFFF, 0.1)),
        "linkColor": e(c(0x0068DA), c(0x419CFF)),
        "headerTextColor": e(c(0x000000, 0.85), c(0xFFFFFF)),
    ]) { a, _ in a }
}
