/// "Did you mean" answers for broken guide references: one `SuggestionIndex` per kind of name,
/// built the first time a reference of that kind is broken and shared by every guide, so a
/// build with many misspellings never compares each one against every name.
///
/// A class because it is a cache: `ReferenceTable` stays a value that answers lookups, while
/// the indexes behind it fill in as the build goes.
final class ReferenceSuggestions {
    enum Pool: Hashable {
        case tokens, palette, images, imageConstants, guides
    }

    private let names: [Pool: [String]]
    private var indexes: [Pool: SuggestionIndex] = [:]

    init(names: [Pool: [String]]) {
        self.names = names
    }

    func closest(to name: String, in pool: Pool) -> String? {
        if indexes[pool] == nil {
            indexes[pool] = SuggestionIndex(names[pool] ?? [])
        }
        return indexes[pool]?.closest(to: name)
    }
}
