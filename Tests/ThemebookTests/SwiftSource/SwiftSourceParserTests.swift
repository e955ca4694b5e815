import Testing

@testable import ThemebookCore

@Suite("Swift sources: parser")
struct SwiftSourceParserTests {
    func parse(_ text: String) -> (file: SwiftSourceFile, errors: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let file = SwiftSourceFile.parse(Array(text.utf8), path: "T.swift", diagnostics: &diagnostics)
        return (file, diagnostics.all)
    }

    func property(_ name: String, in text: String) -> SwiftProperty? {
        parse(text).file.allTypes.lazy.compactMap { $0.property(named: name) }.first
    }

    @Test("type declarations keep their kind, name, inheritance and nested members")
    func types() throws {
        let (file, errors) = parse(
            """
            import UIKit
            @MainActor public final class A: B, @unchecked Sendable, C.D {
                struct Inner<T: Equatable> where T: Hashable { static let x = 1 }
            }
            extension A.Inner: P {}
            public protocol P: AnyObject { var a: UIColor { get set } }
            enum E: String { case one, two = "2", three(Int) }
            """)
        #expect(errors.isEmpty)
        #expect(file.types.map(\.kind) == [.class, .extension, .protocol, .enum])
        #expect(file.types.map(\.name) == ["A", "A.Inner", "P", "E"])
        #expect(file.types[0].inherited == ["B", "Sendable", "C.D"])
        #expect(file.allTypes.map(\.name) == ["A", "Inner", "A.Inner", "P", "E"])
        let cases = file.types[3].members.compactMap { if case .enumCase(let c) = $0 { c } else { nil } }
        #expect(cases.map(\.name) == ["one", "two", "three"])
        #expect(cases[1].rawValue?.summary == "\"2\"")
        #expect(file.types[0].location == SourceLocation(file: "T.swift", line: 2, column: 31))
    }

    @Test("properties are stored, computed or requirements, with their annotations and values")
    func properties() throws {
        let text = """
            struct S {
                var a: UIColor = Colors.Blue50.withAlphaComponent(0.3)
                let b = UIColor(rgb: 0x342B4A)
                var c: UIColor { layer2 }
                var d: UIColor { return self.layer2 }
                var e: UIColor { get { .clear } }
                var f: [String: Int]? = nil
                private(set) var g: Gradient = Gradient(colors: [
                    Colors.A,
                    Colors.B.withAlphaComponent(1),
                ])
                static let h = 1, i = 2
                var j: Int = 0 { didSet { print(j) } }
            }
            protocol P { var k: UIColor { get } }
            """
        let a = try #require(property("a", in: text))
        #expect(a.type == "UIColor" && a.value?.summary == "Colors.Blue50.withAlphaComponent(…)")
        #expect(a.location == SourceLocation(file: "T.swift", line: 2, column: 9))
        #expect(property("b", in: text)?.isLet == true)
        #expect(property("c", in: text)?.value?.summary == "layer2")
        #expect(property("d", in: text)?.value?.summary == "self.layer2")
        #expect(property("e", in: text)?.value?.summary == ".clear")
        #expect(property("f", in: text)?.type == "[String:Int]?")
        let g = try #require(property("g", in: text))
        #expect(g.modifiers == ["private"])
        guard case .call(_, let args, _)? = g.value, case .array(let stops, _) = args.first?.value else {
            Issue.record("Gradient(colors: [ … ]) is a call with an array")
            return
        }
        #expect(stops.map(\.summary) == ["Colors.A", "Colors.B.withAlphaComponent(…)"])
        #expect(property("h", in: text)?.isStatic == true && property("i", in: text)?.isStatic == true)
        if case .observed? = property("j", in: text)?.accessor {} else { Issue.record("didSet makes an observed property") }
        if case .requirement? = property("k", in: text)?.accessor {} else { Issue.record("{ get } is a requirement") }
    }

    @Test("unsupported expressions name the construct at its exact position")
    func unsupported() throws {
        let cases: [(String, String, Int)] = [
            ("Colors.A ?? Colors.B", "operator '??'", 22),
            ("flag ? Colors.A : Colors.B", "ternary operator '? :'", 18),
            ("{ Colors.A }()", "closure", 13),
            ("make() { $0 }", "trailing closure", 20),
            ("list[0]", "subscript", 17),
            ("#imageLiteral(resourceName: \"swatch\")", "'#imageLiteral'", 13),
            ("try make()", "'try' expression", 13),
            ("value as UIColor", "'as' cast", 19),
            ("optional!", "force unwrap '!'", 21),
            ("(Colors.A)", "parenthesized or tuple expression", 13),
        ]
        for (expression, construct, column) in cases {
            let value = property("x", in: "struct S {\n    var x = \(expression)\n}")?.value
            #expect(value?.firstProblem?.summary == construct, "\(expression)")
            #expect(value?.firstProblem?.location.column == column, "\(expression)")
        }
        let statements = property("x", in: "struct S {\n    var x: UIColor {\n        let y = 1\n        return y\n    }\n}")
        #expect(statements?.value?.firstProblem?.summary == "'let' statement")
    }

    @Test("function bodies are skipped whole, braces in strings and comments included")
    func functions() {
        let (file, errors) = parse(
            """
            enum T {
                func style() -> UIUserInterfaceStyle {
                    let s = "}" // }
                    /* { */
                    switch self { case .a: return .dark }
                }
                init(x: Int = { 1 }()) {}
                case a
            }
            """)
        #expect(errors.isEmpty)
        let members = file.types[0].members
        guard case .function(let f) = members[0] else {
            Issue.record("a function comes first")
            return
        }
        #expect(f.name == "style" && f.returnType == "UIUserInterfaceStyle" && f.body != nil)
        guard case .enumCase(let c) = members[2] else {
            Issue.record("the case after the functions is read")
            return
        }
        #expect(c.name == "a")
    }

    @Test("unbalanced braces are reported where they are and the declarations after them are still read")
    func unbalanced() {
        let (file, errors) = parse(
            """
            struct A {
                var a = UIColor(rgb: 0x0060DF
            }
            }
            struct B { let b = 1 }
            enum C {
            """)
        #expect(
            errors.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
                "2:20 '(' is never closed; expected ')' before this '}'",
                "4:1 unexpected '}' without a matching '{'",
                "6:8 '{' is never closed; expected '}' before the end of the file",
            ])
        #expect(file.types.map(\.name) == ["A", "B", "C"])
    }

    @Test("top-level statements and stray words are syntax errors at their position")
    func notDeclarations() {
        let errors = parse("print(\"hello\")\nstruct A {\n    foo bar\n    var x = 1\n}").errors
        #expect(errors.map { "\($0.location!.line):\($0.location!.column)" } == ["1:1", "3:5"])
        #expect(errors.first?.message.hasPrefix("expected a declaration at the top level of a Swift file, found 'print'") == true)
        #expect(errors.allSatisfy { $0.id == "swift-syntax" })
    }

    @Test("random fragments of Swift and random bytes never crash or hang the tokenizer and parser")
    func fuzz() {
        let pieces = [
            "struct", "class", "enum", "protocol", "extension", "var", "let", "static", "case", "func", "init", "return",
            "if", "switch", "get", "set", "didSet", "private(set)", "@available(*, deprecated)", "#if", "#endif", "x", "Y.z",
            "UIColor(rgb: 0x0060DF)", ".withAlphaComponent(0.3)", "Gradient(colors: [", "]", "[", "(", ")", "{", "}", ",",
            ":", "=", "??", "?", "!", "->", "<", ">", ".", "\"", "\"\"\"", "#\"", "\"#", "\\(", "/*", "*/", "//", "\n",
            "'", "`", "1", "0.5", "-", "try", "as", "is", ";", "@", "#", "$0", "\u{0}", "é", "\t",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let text = (0..<next(120)).map { _ in pieces[next(pieces.count)] }.joined(separator: next(3) == 0 ? "" : " ")
            _ = parse(text)
            let bytes = (0..<next(200)).map { _ in UInt8(next(256)) }
            var diagnostics = Diagnostics()
            _ = SwiftSourceFile.parse(bytes, path: "T.swift", diagnostics: &diagnostics)
        }
        let nestedTypes = String(repeating: "struct A { ", count: 3000) + String(repeating: "}", count: 3000)
        #expect(parse(nestedTypes).errors.count == 1)
        #expect(parse("let x = " + String(repeating: "try ", count: 5000) + "y").errors.isEmpty)
        #expect(parse("var x: Array <Int> = []").errors.isEmpty)
    }

    @Test("deeply nested or never-closed brackets end in bounded time without crashing")
    func pathological() {
        let deep = "let x = " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        #expect(!parse(deep).errors.contains { $0.severity == .error })
        let open = parse("let x = " + String(repeating: "(", count: 20000)).errors
        #expect(open.count == SwiftSyntaxReporter.limit + 1)
        let closers = parse(String(repeating: "}", count: 20000)).errors
        #expect(closers.count == SwiftSyntaxReporter.limit + 1)
    }
}
