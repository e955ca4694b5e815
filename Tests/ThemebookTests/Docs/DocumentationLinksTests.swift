import Foundation
import Markdown
import Testing
@testable import ThemebookCore

/// Every relative link and picture in the documentation (README, CONTRIBUTING, docs/, the tests'
/// README) leads to a file that exists and, with a `#fragment`, to a heading of that file, as
/// GitHub names headings. Links with a scheme (`https:`) are not followed.
@Suite("Documentation links")
struct DocumentationLinksTests {
    /// The Markdown files that document themebook, relative to the repository.
    static func pages() -> [String] {
        var pages = ["README.md", "CONTRIBUTING.md", "Tests/README.md"].filter { FileManager.default.fileExists(atPath: Repo.path($0)) }
        let enumerator = FileManager.default.enumerator(atPath: Repo.path("docs"))
        while let item = enumerator?.nextObject() as? String {
            if item.hasSuffix(".md") { pages.append("docs/" + item) }
        }
        return pages.sorted()
    }

    /// Every link and picture destination of a document, with its line.
    static func destinations(_ document: MarkdownDocument) -> [(String, Int)] {
        var out: [(String, Int)] = []
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .link(let destination, _, let children, let range):
                    out.append((destination, range.start.line))
                    walk(children)
                case .image(let source, _, let alt, let range):
                    out.append((source, range.start.line))
                    walk(alt)
                case .emphasis(let children), .strong(let children):
                    walk(children)
                default:
                    break
                }
            }
        }
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .paragraph(let inlines, _), .heading(_, let inlines, _): walk(inlines)
                case .blockQuote(let children, _): walk(children)
                case .list(_, let items, _): for item in items { walk(item.blocks) }
                default: break
                }
            }
        }
        walk(document.blocks)
        return out
    }

    /// The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces
    /// as `-`; a repeated one gets `-1`, `-2`…
    static func anchors(_ document: MarkdownDocument) -> Set<String> {
        var seen: [String: Int] = [:]
        var out: Set<String> = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .heading(_, let inlines, _):
                    let slug = githubSlug(inlines.plainText)
                    let count = seen[slug, default: 0]
                    seen[slug] = count + 1
                    out.insert(count == 0 ? slug : "\(slug)-\(count)")
                case .blockQuote(let children, _): walk(children)
                case .list(_, let items, _): for item in items { walk(item.blocks) }
                default: break
                }
            }
        }
        walk(document.blocks)
        return out
    }

    static func githubSlug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                slug += "-"
            } else if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                slug.unicodeScalars.append(scalar)
            }
        }
        return slug
    }

    @Test("GitHub's heading anchors")
    func slugs() {
        #expect(Self.githubSlug("Token list: tokens/theme-protocol.json") == "token-list-tokenstheme-protocoljson")
        #expect(Self.githubSlug("Palette and themes: DTCG 2025.10 token files") == "palette-and-themes-dtcg-202510-token-files")
        #expect(Self.githubSlug("Do's and Don'ts") == "dos-and-donts")
        let document = MarkdownDocument.parse("# A\n\n## A\n\n## `b` c\n")
        #expect(Self.anchors(document) == ["a", "a-1", "b-c"])
    }

    @Test("every relative link in the documentation resolves to a file and a heading", arguments: pages())
    func linksResolve(_ page: String) throws {
        let text = try String(contentsOfFile: Repo.path(page), encoding: .utf8)
        let document = MarkdownDocument.parse(text)
        let folder = (page as NSString).deletingLastPathComponent
        var checked = 0
        for (destination, line) in Self.destinations(document) {
            if destination.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil { continue }
            let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0].removingPercentEncoding ?? parts[0]
            let target = path.isEmpty ? page : ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
            checked += 1
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: Repo.path(target), isDirectory: &isFolder) else {
                Issue.record("\(page):\(line): link '\(destination)' leads to '\(target)', which does not exist")
                continue
            }
            guard parts.count == 2, !parts[1].isEmpty else { continue }
            guard !isFolder.boolValue, target.hasSuffix(".md") else {
                Issue.record("\(page):\(line): link '\(destination)' has an anchor into '\(target)', which is not a Markdown file")
                continue
            }
            let anchors = Self.anchors(MarkdownDocument.parse(try String(contentsOfFile: Repo.path(target), encoding: .utf8)))
            if !anchors.contains(parts[1]) {
                let hint = Suggestion.closest(to: parts[1], in: Array(anchors)).map { "; did you mean '#\($0)'?" } ?? ""
                Issue.record("\(page):\(line): link '\(destination)' names no heading of '\(target)'\(hint)")
            }
        }
        if page == "README.md" || page == "docs/README.md" { #expect(checked > 10, "\(page) links to the other pages") }
    }
}
