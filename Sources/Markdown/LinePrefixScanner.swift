/// A container block that strips a prefix from the lines it continues:
/// `>` for a block quote, indentation for a list item.
enum ContainerPrefix: Sendable {
    case blockQuote
    /// `contentIndent` is the item's marker offset plus padding, the
    /// indentation a line needs to continue the item.
    case listItem(startLine: Int, contentIndent: Int)
}

/// Replays, for one source line, how cmark's block parser strips the
/// prefixes of enclosing containers, to find where a paragraph's text
/// starts on that line. Columns expand tabs to multiples of 4, as cmark does.
struct LinePrefixScanner {
    private static let tabStop = 4
    private let bytes: ArraySlice<UInt8>
    /// The next unconsumed byte.
    private var index: Int
    /// The visual column (0-based) reached, which may sit inside a tab.
    private var column = 0
    /// Whether `index` is a tab of which only some columns were consumed.
    private var insideTab = false

    init(line: ArraySlice<UInt8>) {
        bytes = line
        index = line.startIndex
    }

    /// Where a paragraph's text starts on a line after its first, once the
    /// containers' prefixes are consumed: `column` is a 1-based byte column
    /// and `padding` the spaces cmark puts first for a partly consumed tab.
    struct TextStart: Equatable {
        var column: Int
        var padding = 0
    }

    /// Finds where a paragraph inside `containers` (outermost first) has
    /// its text on source line `lineNumber`, which is not its first line.
    ///
    /// On a line that continues every container, cmark takes the text from
    /// the first non-blank byte. On a lazy continuation line, which stops
    /// continuing some container, it takes the rest of the line as is.
    static func textStart(of line: ArraySlice<UInt8>, in containers: [ContainerPrefix], lineNumber: Int) -> TextStart {
        var scanner = LinePrefixScanner(line: line)
        let continuesAll = scanner.consume(containers, lineNumber: lineNumber)
        if continuesAll {
            return TextStart(column: scanner.firstNonspace().index - line.startIndex + 1)
        }
        if scanner.insideTab {
            let padding = tabStop - scanner.column % tabStop
            return TextStart(column: scanner.index - line.startIndex + 2, padding: padding)
        }
        return TextStart(column: scanner.index - line.startIndex + 1)
    }

    /// Consumes the prefixes that `containers` (outermost first) strip from
    /// source line `lineNumber`. Returns false, having stopped, at the
    /// first container the line does not continue.
    @discardableResult
    mutating func consume(_ containers: [ContainerPrefix], lineNumber: Int) -> Bool {
        for container in containers {
            switch container {
            case .blockQuote:
                guard matchBlockQuote() else { return false }
            case .listItem(let startLine, _) where startLine == lineNumber:
                guard openListItem() != nil else { return false }
            case .listItem(_, let contentIndent):
                guard continueListItem(indent: contentIndent) else { return false }
            }
        }
        return true
    }

    /// Consumes a list marker and its padding on an item's first line and
    /// returns the item's content indent, or nil if there is no marker.
    mutating func openListItem() -> Int? {
        let (markerIndex, markerColumn) = firstNonspace()
        let markerOffset = markerColumn - column
        guard let width = markerWidth(at: markerIndex) else { return nil }
        // Step over the indentation and the marker byte by byte.
        while index < markerIndex + width {
            advanceByte()
        }
        let (savedIndex, savedColumn, savedInsideTab) = (index, column, insideTab)
        while column - savedColumn <= 5, index < bytes.endIndex, isBlank(bytes[index]) {
            advance(columns: 1)
        }
        let spaces = column - savedColumn
        if spaces >= 5 || spaces < 1 || index == bytes.endIndex {
            (index, column, insideTab) = (savedIndex, savedColumn, savedInsideTab)
            if spaces > 0 { advance(columns: 1) }
            return markerOffset + width + 1
        }
        return markerOffset + width + spaces
    }

    /// On a code block's first line, once the containers are consumed: the columns of
    /// indentation before the text, and whether the text is a code fence (three or more
    /// backticks or tildes, indented less than four columns).
    func fenceIndentation() -> (columns: Int, fenced: Bool) {
        let (at, col) = firstNonspace()
        let indent = col - column
        guard indent < 4, at < bytes.endIndex else { return (indent, false) }
        let marker = bytes[at]
        guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return (indent, false) }
        return (indent, bytes[at...].prefix { $0 == marker }.count >= 3)
    }

    /// Consumes up to `columns` columns of spaces and tabs, as cmark strips the indentation of
    /// a code line (a tab wider than what is left only partly), and says where the text starts.
    mutating func skipIndentation(upTo columns: Int) -> TextStart {
        let lineStart = bytes.startIndex
        var remaining = columns
        while remaining > 0, index < bytes.endIndex, isBlank(bytes[index]) {
            advance(columns: 1)
            remaining -= 1
        }
        if insideTab {
            return TextStart(column: index - lineStart + 2, padding: Self.tabStop - column % Self.tabStop)
        }
        return TextStart(column: index - lineStart + 1)
    }

    private mutating func matchBlockQuote() -> Bool {
        let (quoteIndex, quoteColumn) = firstNonspace()
        let indent = quoteColumn - column
        guard indent <= 3, quoteIndex < bytes.endIndex, bytes[quoteIndex] == UInt8(ascii: ">") else {
            return false
        }
        advance(columns: indent + 1)
        if index < bytes.endIndex, isBlank(bytes[index]) {
            advance(columns: 1)
        }
        return true
    }

    private mutating func continueListItem(indent required: Int) -> Bool {
        guard firstNonspace().column - column >= required else { return false }
        advance(columns: required)
        return true
    }

    /// The width of a bullet (`-`, `+`, `*`) or ordered (`12.`, `3)`) marker.
    private func markerWidth(at start: Int) -> Int? {
        guard start < bytes.endIndex else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
            return 1
        default:
            var end = start
            while end < bytes.endIndex, end - start < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                end += 1
            }
            guard end > start, end < bytes.endIndex,
                bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")")
            else { return nil }
            return end - start + 1
        }
    }

    /// The first byte from here that is not a space or tab, with its column.
    private func firstNonspace() -> (index: Int, column: Int) {
        var (at, col) = (index, column)
        while at < bytes.endIndex, isBlank(bytes[at]) {
            col += bytes[at] == UInt8(ascii: "\t") ? Self.tabStop - col % Self.tabStop : 1
            at += 1
        }
        return (at, col)
    }

    /// Advances by visual columns; a tab wider than what is left is only
    /// partly consumed, and the rest of it still counts as indentation.
    private mutating func advance(columns: Int) {
        var remaining = columns
        while remaining > 0, index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\t") {
                let toTab = Self.tabStop - column % Self.tabStop
                let step = min(remaining, toTab)
                column += step
                remaining -= step
                insideTab = step < toTab
                if !insideTab { index += 1 }
            } else {
                insideTab = false
                column += 1
                index += 1
                remaining -= 1
            }
        }
    }

    /// Advances one byte, a tab counting up to the next tab stop.
    private mutating func advanceByte() {
        insideTab = false
        column += bytes[index] == UInt8(ascii: "\t") ? Self.tabStop - column % Self.tabStop : 1
        index += 1
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
