/// The themes as the generated files key a token's values by theme (`catalogue.json`'s
/// `values`, a search record's `meta`): one per id, the first theme of an id winning (ids are
/// unique once loaded, and this must never trap), sorted by id, each id written as a JSON key
/// once for the whole file rather than escaped and sorted again for each of 10,000 tokens.
struct JSONThemeKeys {
    /// The index of each theme in `catalogue.themes` and its id as a JSON string, in key order.
    let themes: [(index: Int, key: [UInt8])]

    init(_ themes: [Theme]) {
        var seen = Set<String>()
        let unique = themes.indices.filter { seen.insert(themes[$0].info.id).inserted }
        self.themes = unique.sorted { themes[$0].info.id < themes[$1].info.id }.map { index in
            var key: [UInt8] = []
            JSONOutput.writeString(themes[index].info.id, into: &key)
            return (index, key)
        }
    }
}
