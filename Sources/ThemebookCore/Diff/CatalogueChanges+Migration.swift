/// How a change moved what is left to migrate in the app's code (`appCode`): legacy theming by
/// kind and palette colours read directly, counted on each side.
extension CatalogueChanges {
    public struct MigrationChange: Sendable, Equatable {
        /// Each kind's count on each side (0 where a side reads no code), in `MigrationKind.all` order.
        public var kinds: [(kind: AppCodeReport.MigrationKind, before: Int, after: Int)]
        /// The code each kind stands for (`UIColor.Photon`, `FXColors.*`).
        public var codes: [String]

        public var before: Int { kinds.reduce(0) { $0 + $1.before } }
        public var after: Int { kinds.reduce(0) { $0 + $1.after } }
        /// The kinds whose count moved.
        public var moved: [(code: String, before: Int, after: Int)] {
            zip(kinds, codes).filter { $0.0.before != $0.0.after }.map { ($0.1, $0.0.before, $0.0.after) }
        }

        /// nil when neither side reads the app's code.
        init?(old: Catalogue, new: Catalogue) {
            guard old.appCode != nil || new.appCode != nil else { return nil }
            let before = old.appCode?.migrationCounts ?? [:], after = new.appCode?.migrationCounts ?? [:]
            let namespace = new.code.palette.first ?? old.code.palette.first
            kinds = AppCodeReport.MigrationKind.all.map { ($0, before[$0] ?? 0, after[$0] ?? 0) }
            codes = AppCodeReport.MigrationKind.all.map { $0.code(palette: namespace) }
        }

        public static func == (a: MigrationChange, b: MigrationChange) -> Bool {
            a.codes == b.codes && a.kinds.map(\.before) == b.kinds.map(\.before) && a.kinds.map(\.after) == b.kinds.map(\.after)
        }

        /// `UIColor.Photon: 12 → 9 (−3)`.
        static func line(_ entry: (code: String, before: Int, after: Int)) -> String {
            let delta = entry.after - entry.before
            return "\(entry.code): \(entry.before) → \(entry.after) (\(delta > 0 ? "+" : "−")\(abs(delta)))"
        }

        /// For the summary: `3 fewer uses left to migrate (12 → 9)`; nil when nothing moved.
        var summary: String? {
            let delta = after - before
            guard delta != 0 else { return nil }
            return "\(abs(delta)) \(delta < 0 ? "fewer" : "more") \(abs(delta) == 1 ? "use" : "uses") left to migrate (\(before) → \(after))"
        }
    }
}
