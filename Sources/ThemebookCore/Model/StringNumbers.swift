/// Strings numbered in the order they are first added (0, 1, 2…), so that the caller keeps what
/// belongs to each string in arrays indexed by its number. Strings are equal as `String` has it
/// (canonically equivalent spellings are one string).
struct StringNumbers: Sendable {
    private var numbers: [String: Int] = [:]
    /// The strings, by number.
    private(set) var strings: [String] = []

    init(minimumCapacity: Int = 0) {
        numbers.reserveCapacity(minimumCapacity)
        strings.reserveCapacity(minimumCapacity)
    }

    var count: Int { strings.count }

    /// The number of `string`, if it was added.
    func number(of string: String) -> Int? { numbers[string] }

    /// The number of `string`: its own if it was added, else the next one, given to it now.
    mutating func add(_ string: String) -> Int {
        if let number = numbers[string] { return number }
        let number = strings.count
        numbers[string] = number
        strings.append(string)
        return number
    }
}
