/// Remembers where each name was first defined and reports any later definition, with a note
/// at the first one: the shape every "defined twice" check shares.
struct FirstDefinitions {
    /// Name → its position in `locations`: a name is found, or taken, with one hash (a look-up
    /// and then an insertion hashed each of ten thousand new names twice).
    private var seen: [String: Int] = [:]
    private var locations: [SourceLocation?] = []
    /// The id and the note of the report: `duplicate-token`, "first declared here".
    let id: String
    let note: String

    /// `capacity`: how many names are expected, when known (a theme's ten thousand tokens:
    /// growing the table a step at a time rehashed every name at each step).
    init(id: String, note: String = "first defined here", capacity: Int = 0) {
        self.id = id
        self.note = note
        seen.reserveCapacity(capacity)
        locations.reserveCapacity(capacity)
    }

    /// True when `name` is new (it is remembered from now on); false after reporting `message`.
    mutating func claim(
        _ name: String, at location: SourceLocation?, message: @autoclosure () -> String, diagnostics: inout Diagnostics
    ) -> Bool {
        // Through the defaulting subscript's in-place access: the next position is taken when
        // the name is new.
        func read(_ position: inout Int) -> Int { position }
        let next = locations.count
        let position = read(&seen[name, default: next])
        guard position == next else {
            diagnostics.error(id, message(), at: location, notes: [.init(note, at: locations[position])])
            return false
        }
        locations.append(location)
        return true
    }

    func contains(_ name: String) -> Bool { seen[name] != nil }
}
