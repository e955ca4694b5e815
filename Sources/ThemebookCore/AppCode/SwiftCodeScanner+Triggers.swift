extension SwiftCodeScanner {
    /// The names the pass compares against, told apart first by first byte and length: a
    /// table of 256 × 64 bits, so that the names no rule is about (nearly all of them) cost one
    /// lookup rather than a dozen string comparisons.
    struct Triggers: Sendable {
        private var table = [UInt64](repeating: 0, count: 256)

        init(_ settings: Settings) {
            let fixed = [
                "Photon", "UIColor", "LegacyThemeManager", "NotificationThemeable", "LegacyNotificationThemeable",
                "DisplayThemeChanged", "getThemedImageName", "actor",
            ]
            for name in fixed + [settings.tokenMember] + settings.paletteNamespaces + settings.imageRoots { add(name) }
            if settings.readsColorSymbols {
                for name in ["NSColor", "Color", "ColorResource"] + settings.colorSetRoots { add(name) }
            }
        }

        private mutating func add(_ name: String) {
            guard let first = name.utf8.first else { return }
            table[Int(first)] |= 1 << UInt64(min(name.utf8.count, 63))
        }

        func mayMatch(_ name: String) -> Bool {
            guard let first = name.utf8.first else { return false }
            return table[Int(first)] & (1 << UInt64(min(name.utf8.count, 63))) != 0
        }
    }
}
