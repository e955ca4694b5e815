import Testing
@testable import ThemebookCore

/// `@color/name` in Android XML outside comments, and where a file stops being readable.
@Suite("App code: the XML layout scanner")
struct XMLLayoutScannerTests {
    static func scan(_ text: [UInt8]) -> ScannedFile { XMLLayoutScanner.scan(text, path: "res/a.xml", shownPath: "App/res/a.xml") }

    @Test("a byte that is not UTF-8 is reported at its own line and column, as the Swift scanner reports it (fuzz: it was 1:1)")
    func invalidUTF8AtItsPlace() throws {
        let bytes = Array("x = theme.colors.layer1\n\t@color/a ".utf8) + [0xC3, 0x28] + Array(" FXColors.Blue50\n".utf8)
        let problem = try #require(Self.scan(bytes).problem)
        #expect((problem.line, problem.column) == (2, 11))
        #expect(problem.message == "the file is not valid UTF-8 text (byte 34)")
        #expect(Self.scan(bytes).findings.isEmpty)
        let swift = SwiftCodeScanner.scan(bytes, path: "a.swift", shownPath: "a.swift", settings: .init())
        #expect(swift.problem.map { "\($0.line):\($0.column)" } == "2:11")
        #expect(Self.scan([0xFF]).problem.map { "\($0.line):\($0.column)" } == "1:1")
    }

    @Test("each @color/ outside comments, at its line and byte column; an unterminated comment hides the rest")
    func findings() {
        let text = "<A b=\"@color/one\"/>\n<!-- @color/no -->  <B c=\"@color/two.x\" d=\"@android:color/black\"/>\n<!-- @color/open\n"
        let found = Self.scan(Array(text.utf8)).findings.map { "\($0.line):\($0.column) \($0.text)" }
        #expect(found == ["1:7 @color/one", "2:27 @color/two.x"])
    }
}
