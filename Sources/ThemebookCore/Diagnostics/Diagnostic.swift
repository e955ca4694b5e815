/// A place in an input file: 1-based line and column (column counted in UTF-8 bytes, as
/// compilers and cmark count it).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    /// Kept in 32 bits, so that a location is 24 bytes, not 32 (a large catalogue holds several
    /// per token per file). Only a file past 2 GiB has lines or columns beyond them, and JSON
    /// files stop below it (`JSONParser.maximumSize`); beyond them a number is clamped, not
    /// wrapped.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

public enum Severity: String, Sendable, Comparable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding of a build: what is wrong, where, and what the author probably meant.
public struct Diagnostic: Sendable, Hashable {
    public struct Note: Sendable, Hashable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// Stable identifier, listed in the README (`unknown-palette-color`, `alias-cycle`, …).
    public var id: String
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    /// The existing name the author probably meant.
    public var suggestion: String?

    public init(
        _ severity: Severity, _ id: String, _ message: String, at location: SourceLocation?,
        notes: [Note] = [], suggestion: String? = nil
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
        self.suggestion = suggestion
    }

    public static func error(
        _ id: String, _ message: String, at location: SourceLocation?, notes: [Note] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes, suggestion: suggestion)
    }

    public static func warning(
        _ id: String, _ message: String, at location: SourceLocation?, notes: [Note] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes, suggestion: suggestion)
    }

    /// The message with its suggestion: `… ; did you mean 'DarkGrey80'?`
    public var fullMessage: String {
        guard let suggestion else { return message }
        return "\(message); did you mean '\(suggestion)'?"
    }
}

/// Collects diagnostics from every stage; nothing stops at the first problem.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []
    /// Kept as they are added: stages compare it before and after each part they read (a
    /// resolver of 10,000 sets counted every diagnostic so far for each).
    public private(set) var errorCount = 0
    /// Each rule's level: the defaults until the site config is read, then the config's.
    public var levels = DiagnosticLevels()

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }
    public mutating func append(contentsOf other: [Diagnostic]) {
        all.append(contentsOf: other)
        errorCount += other.count { $0.severity == .error }
    }

    public mutating func error(
        _ id: String, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [],
        suggestion: String? = nil
    ) {
        all.append(.error(id, message, at: location, notes: notes, suggestion: suggestion))
        errorCount += 1
    }

    public mutating func warning(
        _ id: String, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [],
        suggestion: String? = nil
    ) {
        all.append(.warning(id, message, at: location, notes: notes, suggestion: suggestion))
    }

    public var warningCount: Int { all.filter { $0.severity == .warning }.count }
    public var hasErrors: Bool { errorCount > 0 }

    /// Sorted by file, line, column; diagnostics without a location come first. Exact duplicates
    /// are dropped, and at most `perFileAndRule` of one id are kept per file (`limited`).
    public var sorted: [Diagnostic] {
        Self.limited(sortedUnlimited)
    }

    private var sortedUnlimited: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = all.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            switch (a.location, b.location) {
            case (nil, nil): break
            case (nil, _): return true
            case (_, nil): return false
            case let (la?, lb?): if la != lb { return la < lb }
            }
            if a.severity != b.severity { return a.severity < b.severity }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Gives each diagnostic its rule's level: the site config's, else the rule's default
    /// (`DiagnosticLevels.level(for:)`). A rule that is off is dropped, or kept as a note when
    /// `keepingOff` (`check --all` lists everything).
    public mutating func apply(_ levels: DiagnosticLevels, keepingOff: Bool = false) {
        all = all.compactMap { d in
            guard let level = levels.level(for: d) else { return d }
            var d = d
            guard let severity = level.severity ?? (keepingOff ? .note : nil) else { return nil }
            d.severity = severity
            return d
        }
        errorCount = all.count { $0.severity == .error }
    }

    /// `apply(_:keepingOff:)` with the levels this collection carries.
    public mutating func applyLevels(keepingOff: Bool = false) { apply(levels, keepingOff: keepingOff) }

    /// Turns every warning into an error (`--warnings-as-errors`).
    public mutating func promoteWarnings() {
        all = all.map { d in
            var d = d
            if d.severity == .warning { d.severity = .error }
            return d
        }
        errorCount = all.count { $0.severity == .error }
    }
}
