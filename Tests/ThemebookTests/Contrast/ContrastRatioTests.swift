import Testing
@testable import ThemebookCore

@Suite("Contrast: WCAG ratios and compositing")
struct ContrastRatioTests {
    let black = Color.parseHex("#000000")!
    let white = Color.parseHex("#ffffff")!
    let grey = Color.parseHex("#777777")!

    @Test("black on white is 21.00 and #777777 on white is 4.48, whichever is the foreground")
    func knownRatios() {
        #expect(ContrastRatio.text(ContrastRatio.of(black, white)) == "21.00")
        #expect(ContrastRatio.text(ContrastRatio.of(white, black)) == "21.00")
        #expect(ContrastRatio.text(ContrastRatio.of(grey, white)) == "4.48")
        #expect(ContrastRatio.text(ContrastRatio.of(white, grey)) == "4.48")
        #expect(ContrastRatio.text(ContrastRatio.of(grey, grey)) == "1.00")
        // 4.48 is below text's 4.5 and above large text's 3.
        #expect(ContrastRatio.of(grey, white) < ContrastKind.text.aa)
        #expect(ContrastRatio.of(grey, white) >= ContrastKind.largeText.aa)
    }

    @Test("a ratio just below its minimum is rounded down, never shown as the minimum")
    func failingRatioRoundsDown() {
        #expect(ContrastRatio.text(4.4996) == "4.50")
        #expect(ContrastRatio.text(4.4996, below: 4.5) == "4.49")
        #expect(ContrastRatio.text(4.4776, below: 4.5) == "4.48")
        #expect(ContrastRatio.minimumText(4.5) == "4.5:1")
        #expect(ContrastRatio.minimumText(3) == "3:1")
    }

    @Test("a translucent colour over an opaque one blends in sRGB, as browsers and UIKit do")
    func compositing() {
        #expect(white.with(alpha: 0.5).over(black).hex == "#808080")
        #expect(black.with(alpha: 0.5).over(white).hex == "#808080")
        #expect(Color.parseHex("#0060df4d")!.over(white).hex == "#b2cff5")
        #expect(black.with(alpha: 0).over(white) == white)
        // Translucent over translucent stays translucent, with the combined alpha.
        let both = white.with(alpha: 0.5).over(black.with(alpha: 0.5))
        #expect(both.alpha == 0.75)
    }

    @Test("a translucent foreground is measured against what it shows on its background")
    func translucentForeground() throws {
        let result = ContrastChecker.measure(
            .color(ResolvedColor(palette: nil, alpha: 0.5, color: black.with(alpha: 0.5))),
            on: .color(ResolvedColor(palette: nil, alpha: nil, color: white)), bases: [black], canvas: white)
        guard case .measured(let m) = result else { Issue.record("not measured: \(result)"); return }
        #expect(m.seenForeground.hex == "#808080")
        #expect(m.seenBackground.hex == "#ffffff")
        // Exactly half grey (0.5, shown rounded as #808080): luminance 0.2140, (1.05 / 0.2640) = 3.98.
        #expect(ContrastRatio.text(m.ratio) == "3.98")
        #expect(m.colorsText == "#00000080 on #ffffff, seen as #808080 on #ffffff")
    }

    @Test("a translucent background is composited over the base layer, an opaque one is not")
    func translucentBackground() {
        let text = ResolvedValue.color(ResolvedColor(palette: nil, alpha: nil, color: white))
        let veil = ResolvedValue.color(ResolvedColor(palette: nil, alpha: 0.5, color: white.with(alpha: 0.5)))
        guard case .measured(let m) = ContrastChecker.measure(text, on: veil, bases: [black], canvas: white) else {
            Issue.record("not measured")
            return
        }
        // White text on white at 50% over a black base layer: grey #808080 behind the text.
        #expect(m.seenBackground.hex == "#808080")
        #expect(m.base?.hex == "#000000")
        #expect(m.colorsText == "#ffffff on #ffffff80 over #000000, seen as #ffffff on #808080")
        let opaque = ResolvedValue.color(ResolvedColor(palette: nil, alpha: nil, color: grey))
        guard case .measured(let o) = ContrastChecker.measure(text, on: opaque, bases: [black], canvas: white) else {
            Issue.record("not measured")
            return
        }
        #expect(o.base == nil)
        #expect(ContrastRatio.text(o.ratio) == "4.48")
    }

    @Test("a gradient counts with its worst stop, as foreground or background")
    func gradientWorstStop() {
        let stops = [white, grey, black].map { ResolvedColor(palette: nil, alpha: nil, color: $0) }
        let text = ResolvedValue.color(ResolvedColor(palette: nil, alpha: nil, color: white))
        guard case .measured(let m) = ContrastChecker.measure(text, on: .gradient(stops), bases: [black], canvas: black) else {
            Issue.record("not measured")
            return
        }
        #expect(ContrastRatio.text(m.ratio) == "1.00")
        #expect(m.background == white)
        guard case .measured(let f) = ContrastChecker.measure(
            .gradient(Array(stops.dropFirst())), on: text, bases: [black], canvas: black)
        else {
            Issue.record("not measured")
            return
        }
        #expect(ContrastRatio.text(f.ratio) == "4.48")
        #expect(f.foreground == grey)
    }

    @Test("a placeholder is skipped, naming its side; an unresolved value is neither measured nor skipped")
    func placeholdersAndUnknowns() {
        let text = ResolvedValue.color(ResolvedColor(palette: nil, alpha: nil, color: white))
        #expect(ContrastChecker.measure(text, on: .none, bases: [black], canvas: black) == .skipped("background"))
        #expect(ContrastChecker.measure(.none, on: text, bases: [black], canvas: black) == .skipped("foreground"))
        #expect(ContrastChecker.measure(.unknown, on: .none, bases: [black], canvas: black) == .unresolved)
        #expect(ContrastChecker.measure(text, on: .gradient([]), bases: [black], canvas: black) == .unresolved)
    }

    @Test("a DTCG alias in a pair names the token by its path")
    func aliasNames() {
        // The path is kept: Check turns it into the token's name (`layer1`, or the path itself
        // where two tokens share a last segment).
        #expect(ContrastDeclarations.tokenName("{Layers.layer1}") == "Layers.layer1")
        #expect(ContrastDeclarations.tokenName("layer1") == "layer1")
        #expect(ContrastDeclarations.tokenName("{layer*}") == "layer*")
        #expect(ContrastDeclarations.tokenName("{}") == "{}")
    }

    @Test("patterns: * is any run, ? one character, anything else literal")
    func patterns() {
        #expect(ContrastChecker.matches("textPrimary", pattern: "text*"))
        #expect(ContrastChecker.matches("text", pattern: "text*"))
        #expect(!ContrastChecker.matches("iconText", pattern: "text*"))
        #expect(ContrastChecker.matches("layer1", pattern: "layer?"))
        #expect(!ContrastChecker.matches("layer10", pattern: "layer?"))
        #expect(ContrastChecker.matches("a.b.c", pattern: "*.*"))
        #expect(ContrastChecker.matches("layerSurfaceMedium", pattern: "*Surface*"))
        #expect(!ContrastChecker.matches(String(repeating: "a", count: 2000), pattern: String(repeating: "*a", count: 200) + "b"))
    }
}

@Suite("Contrast: declarations at scale")
struct ContrastScaleTests {
    @Test("a pattern on a pattern over 10,000 tokens stops at the pair cap with one error")
    func pairCap() {
        let names = (0..<10_000).map { "token\($0)" }
        let star = ContrastDeclaration(foreground: .init("*", at: nil), background: .init("*", at: nil))
        var diagnostics = Diagnostics()
        let pairs = ContrastChecker.resolve([star], names: names, complete: true, diagnostics: &diagnostics)
        #expect(pairs.count == ContrastChecker.maxPairs)
        #expect(diagnostics.all.map(\.message) == ["contrast declarations give more than 20000 pairs; narrow the patterns"])
        #expect(!pairs.contains { $0.foreground == $0.background })
    }

    @Test("the same pattern on every token of a large list is matched once and gives each pair once")
    func repeatedPattern() {
        let names = (0..<2_000).map { "text\($0)" } + ["layer1", "layer2"]
        let declarations = names.prefix(2_000).map {
            ContrastDeclaration(foreground: .init($0, at: nil), background: .init("layer?", at: nil))
        }
        var diagnostics = Diagnostics()
        let pairs = ContrastChecker.resolve(declarations, names: names, complete: true, diagnostics: &diagnostics)
        #expect(pairs.count == 4_000)
        #expect(diagnostics.all.isEmpty)
        #expect(pairs.first.map { "\($0.foreground)/\($0.background)" } == "text0/layer1")
    }
}
