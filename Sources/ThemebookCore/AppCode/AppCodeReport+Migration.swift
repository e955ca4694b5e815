/// What is left to migrate: legacy theming by kind, and palette colours read directly, in all
/// and file by file. The Migration page shows it, `diff` compares it between two revisions.
extension AppCodeReport {
    /// A kind of use a migration removes: a legacy-theming kind, or a direct palette read.
    public enum MigrationKind: Hashable, Sendable, Comparable {
        case legacy(LegacyTheming)
        case palette

        /// Every kind, in the order pages and reports list them.
        public static var all: [MigrationKind] { LegacyTheming.allCases.map(MigrationKind.legacy) + [.palette] }

        /// The code it stands for (`UIColor.Photon`, or `FXColors.*` for `namespace` FXColors).
        public func code(palette namespace: String?) -> String {
            switch self {
            case .legacy(let kind): kind.rawValue
            case .palette: namespace.map { "\($0).*" } ?? "palette colours"
            }
        }

        /// A stable key for `catalogue.json` and `diff --format json`.
        public var key: String {
            switch self {
            case .legacy(let kind): kind.rawValue
            case .palette: "palette"
            }
        }

        public static func < (a: MigrationKind, b: MigrationKind) -> Bool {
            all.firstIndex(of: a)! < all.firstIndex(of: b)!
        }
    }

    /// One migrated-away use at its place.
    public struct MigrationUse: Sendable, Hashable {
        public var kind: MigrationKind
        public var text: String
        public var use: Use
    }

    /// Every use a migration removes, in file and line order.
    public var migrationUses: [MigrationUse] {
        let legacy = self.legacy.map { MigrationUse(kind: .legacy($0.kind), text: $0.text, use: $0.use) }
        let palette = paletteReads.map { MigrationUse(kind: .palette, text: $0.text, use: $0.use) }
        return (legacy + palette).sorted { $0.use < $1.use }
    }

    /// How many uses of each kind are left (kinds with none included, at 0).
    public var migrationCounts: [MigrationKind: Int] {
        var counts = Dictionary(uniqueKeysWithValues: MigrationKind.all.map { ($0, 0) })
        for use in legacy { counts[.legacy(use.kind), default: 0] += 1 }
        counts[.palette, default: 0] += paletteReads.count
        return counts
    }
}
