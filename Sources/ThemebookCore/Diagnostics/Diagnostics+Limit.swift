/// At most `perFileAndRule` diagnostics of one id in one file are kept; the rest become one
/// note that says how many were left out. A guide line with ten thousand broken code spans
/// then gives a readable report, not gigabytes of log.
extension Diagnostics {
    public static let perFileAndRule = 100

    /// `diagnostics` (already sorted) with each (file, id) group cut after `perFileAndRule`,
    /// a note standing where the first one left out would have been.
    static func limited(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Group: Hashable {
            var file: String?
            var id: String
        }
        var counts: [Group: Int] = [:]
        for d in diagnostics { counts[Group(file: d.location?.file, id: d.id), default: 0] += 1 }
        guard counts.values.contains(where: { $0 > perFileAndRule }) else { return diagnostics }
        var seen: [Group: Int] = [:]
        var out: [Diagnostic] = []
        for d in diagnostics {
            let group = Group(file: d.location?.file, id: d.id)
            let n = seen[group, default: 0] + 1
            seen[group] = n
            if n <= perFileAndRule {
                out.append(d)
            } else if n == perFileAndRule + 1 {
                let more = counts[group, default: 0] - perFileAndRule
                let place = d.location == nil ? "" : " in this file"
                out.append(
                    Diagnostic(
                        .note, d.id,
                        "\(more) more '\(d.id)' \(more == 1 ? "diagnostic" : "diagnostics")\(place) \(more == 1 ? "is" : "are") not shown; "
                            + "at most \(perFileAndRule) of one kind are shown per file",
                        at: d.location))
            }
        }
        return out
    }
}
