import Foundation
import Testing
@testable import ThemebookCore

/// The excerpt lines `LineCache` gives are found in the file's bytes; they are exactly the lines
/// of the file's text split into characters at "\n", as they were when the whole file was made
/// a string first (a carriage return and line feed is one character, and ends no line).
@Suite("Diagnostics: the excerpt line cache")
struct LineCacheTests {
    static let files: [String: [UInt8]] = [
        "lf.swift": Array("let a = 1\n\nlet b = theme.colors.layer1\n".utf8),
        "crlf.swift": Array("let a = 1\r\nlet b = 2\r\n".utf8),
        "mixed.swift": Array("one\r\ntwo\nthree\rfour\n\r\nfive".utf8),
        "bom.swift": [0xEF, 0xBB, 0xBF] + Array("first\nsecond".utf8),
        "bad.swift": Array("ok\n".utf8) + [0xE2, 0x82, 0x0A, 0xFF, 0x41, 0x0A, 0xC3] + Array("\nend".utf8),
        "empty.swift": [],
        "newlines.swift": Array("\n\n\n".utf8),
    ]

    @Test("every line of LF, CRLF, mixed, BOM, invalid UTF-8 and empty files is what splitting the text gives")
    func sameAsSplittingTheText() throws {
        let site = try TempSite()
        defer { site.remove() }
        for (name, bytes) in Self.files { try site.write(name, bytes: bytes) }
        let cache = LineCache(scope: ReadScope(folders: [site.folder.path]))
        for (name, bytes) in Self.files.sorted(by: { $0.key < $1.key }) {
            let expected = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let path = site.path(name)
            for number in 0...(expected.count + 1) {
                let want = number >= 1 && number <= expected.count ? expected[number - 1] : nil
                #expect(cache.line(path, number) == want, "\(name):\(number)")
            }
        }
        #expect(cache.line(site.path("lf.swift"), 3) == "let b = theme.colors.layer1")
        #expect(cache.line(site.path("crlf.swift"), 1) == "let a = 1\r\nlet b = 2\r\n")
        #expect(cache.line(site.path("mixed.swift"), 2) == "three\rfour")
        #expect(cache.line(site.path("missing.swift"), 1) == nil)
    }
}
