import Markdown

/// A Swift code block of a guide, lexed once with our own `SwiftLexer`: where each token and
/// comment starts and ends, its highlighting class, and (added by `GuideLinker`) which stretches
/// are references to the catalogue. `html(root:)` writes it out with no script on the page.
///
/// Stretches are byte ranges of the code. Highlights never overlap one another, nor do links;
/// a highlight that a link boundary cuts is split, so every `<span>` nests inside its `<a>`.
struct SwiftCodeMarkup {
    struct Highlight: Equatable {
        var range: Range<Int>
        var kind: Kind
    }

    /// The classes a Swift token can get (`hl-kw`…); identifiers, operators and punctuation
    /// stay plain text.
    enum Kind: String {
        case keyword = "hl-kw"
        case type = "hl-type"
        case string = "hl-str"
        case number = "hl-num"
        case comment = "hl-com"
        case attribute = "hl-attr"
        case directive = "hl-dir"
    }

    struct Link: Equatable {
        var range: Range<Int>
        /// Relative to the site root.
        var path: String
    }

    let bytes: [UInt8]
    /// The tokens of the code, without the end-of-file token.
    let tokens: [SwiftToken]
    private(set) var highlights: [Highlight] = []
    var links: [Link] = []

    /// Whether a fence's info string (`swift`, `Swift`, `swift title="x"`) asks for Swift.
    static func isSwift(info: String) -> Bool {
        info.prefix { !" \t\r\n\u{0B}\u{0C}".contains($0) }.lowercased() == "swift"
    }

    init(_ code: String) {
        bytes = Array(code.utf8)
        // Syntax errors are the snippet's business (`…`, half a declaration): the lexer carries
        // on after each, and a guide's code is never reported as Swift source.
        var reporter = SwiftSyntaxReporter(file: "")
        let stream = SwiftLexer.tokenize(bytes, file: "", reporter: &reporter)
        tokens = stream.tokens.filter { $0.kind != .endOfFile }
        highlights = Self.highlights(bytes: bytes, tokens: tokens, comments: stream.comments)
    }

    /// `<pre><code class="language-swift">…</code></pre>`, the code escaped as cmark escapes it.
    func html(root: String) -> String {
        var html = "<pre><code class=\"language-swift\">"
        var position = 0
        var nextLink = 0
        var openLink: Link?
        func text(upTo end: Int) {
            guard end > position else { return }
            html += cmarkEscapeText(String(decoding: bytes[position..<end], as: UTF8.self))
            position = end
        }
        func closeLink(ifEndingBy end: Int) {
            guard let link = openLink, link.range.upperBound <= end else { return }
            text(upTo: link.range.upperBound)
            html += "</a>"
            openLink = nil
        }
        func openLinks(upTo end: Int) {
            while openLink == nil, nextLink < links.count, links[nextLink].range.lowerBound <= end {
                let link = links[nextLink]
                nextLink += 1
                text(upTo: link.range.lowerBound)
                html += "<a href=\"\(mustacheEscapeHTML(root + link.path))\">"
                openLink = link
                closeLink(ifEndingBy: end)
            }
        }
        for highlight in split(highlights) {
            closeLink(ifEndingBy: highlight.range.lowerBound)
            openLinks(upTo: highlight.range.lowerBound)
            text(upTo: highlight.range.lowerBound)
            html += "<span class=\"\(highlight.kind.rawValue)\">"
            text(upTo: highlight.range.upperBound)
            html += "</span>"
        }
        closeLink(ifEndingBy: bytes.count)
        openLinks(upTo: bytes.count)
        text(upTo: bytes.count)
        return html + "</code></pre>\n"
    }

    /// The highlights, each cut where a link starts or ends inside it. Both lists are sorted,
    /// so one pass over each does it.
    private func split(_ highlights: [Highlight]) -> [Highlight] {
        guard !links.isEmpty else { return highlights }
        let cuts = links.flatMap { [$0.range.lowerBound, $0.range.upperBound] }
        var next = 0
        var pieces: [Highlight] = []
        for highlight in highlights {
            var start = highlight.range.lowerBound
            while next < cuts.count, cuts[next] <= start { next += 1 }
            var index = next
            while index < cuts.count, cuts[index] < highlight.range.upperBound {
                if cuts[index] > start {
                    pieces.append(Highlight(range: start..<cuts[index], kind: highlight.kind))
                    start = cuts[index]
                }
                index += 1
            }
            pieces.append(Highlight(range: start..<highlight.range.upperBound, kind: highlight.kind))
        }
        return pieces
    }

    // MARK: Highlighting

    /// Words the lexer reads as identifiers that Swift still treats as keywords where they
    /// stand in declarations.
    private static let contextualKeywords: Set<String> = [
        "override", "final", "weak", "unowned", "lazy", "mutating", "nonmutating", "convenience", "required", "open",
        "some", "any", "indirect", "dynamic", "async", "actor", "nonisolated", "isolated", "package", "consuming",
        "borrowing", "willSet", "didSet",
    ]

    private static func highlights(bytes: [UInt8], tokens: [SwiftToken], comments: [SwiftComment]) -> [Highlight] {
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        let commentRanges: [Range<Int>] = comments.compactMap { comment in
            guard comment.line >= 1, comment.line <= lineStarts.count else { return nil }
            let start = lineStarts[comment.line - 1] + comment.column - 1
            return start..<min(start + comment.text.utf8.count, bytes.count)
        }
        // A token runs to where the next token or comment starts, less the whitespace between.
        let starts = (tokens.map(\.offset) + commentRanges.map(\.lowerBound) + [bytes.count]).sorted()
        var found: [Highlight] = commentRanges.map { Highlight(range: $0, kind: .comment) }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            var kind: Kind?
            var last = token
            switch token.kind {
            // After a dot a keyword is a member's name (`NotificationCenter.default`), except
            // the ones Swift still reads as keywords there.
            case .keyword where index > 0 && tokens[index - 1].isPunctuation(".") && !token.spaceBefore
                && !["init", "self", "Type"].contains(token.text):
                kind = nil
            case .keyword: kind = .keyword
            case .identifier where !token.isEscaped && contextualKeywords.contains(token.text): kind = .keyword
            case .identifier: kind = token.text.first?.isUppercase == true ? .type : nil
            case .integer, .decimal: kind = .number
            case .string, .regex: kind = .string
            case .pound: kind = .directive
            case .punctuation where token.text == "@" && index + 1 < tokens.count
                && tokens[index + 1].kind == .identifier && !tokens[index + 1].spaceBefore:
                kind = .attribute
                index += 1
                last = tokens[index]
            default: kind = nil
            }
            index += 1
            guard let kind else { continue }
            found.append(Highlight(range: token.offset..<end(of: last, starts: starts, bytes: bytes), kind: kind))
        }
        return found.filter { !$0.range.isEmpty }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    private static func end(of token: SwiftToken, starts: [Int], bytes: [UInt8]) -> Int {
        // The first start after the token's own, by binary search.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] > token.offset { high = middle } else { low = middle + 1 }
        }
        var end = max(starts[low], token.offset)
        while end > token.offset, isSpace(bytes[end - 1]) { end -= 1 }
        return end
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00: true
        default: false
        }
    }
}
