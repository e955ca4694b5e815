import Foundation
import Testing
@testable import ThemebookCore

/// A small site with declared pairs: white and black layers, a translucent layer, a gradient, a
/// placeholder and a mid grey that passes for large text only.
enum ContrastContent {
    static let list = MarkedText("""
        {
          "Layers": {
            "layer1": {"$type": "color"},
            "layer2": {"$type": "color"},
            "layerFade": {"$type": "gradient"}
          },
          "Text": {
            "textPrimary": {"$type": "color", "$extensions": {"org.themebook": {"contrast": {"on": ["layer1", 1️⃣"layer2", 2️⃣"layerFade"]}}}},
            "textGrey": {"$type": "color", "$extensions": {"org.themebook": {"contrast": [
              {"on": 3️⃣"layer1", "kind": "large-text"}, {"on": [4️⃣"layer9"], "kind": "non-text"}]}}}
          }
        }
        """)
    static let light = """
        {"Layers": {"layer1": {"$type": "color", "$value": "#ffffff"}, "layer2": {"$type": "color", "$value": "#ffffff80"},
                    "layerFade": {"$type": "gradient", "$value": [{"color": "#ffffff", "position": 0}, {"color": "#333333", "position": 1}]}},
         "Text": {"textPrimary": {"$type": "color", "$value": "#000000"}, "textGrey": {"$type": "color", "$value": "#777777"}}}
        """
    static let dark = """
        {"Layers": {"layer1": {"$type": "color", "$value": "#000000"},
                    "layer2": {"$type": "color", "$value": "#00000000", "$extensions": {"org.themebook": {"placeholder": "NovaMissingToken"}}},
                    "layerFade": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}, {"color": "#000000", "position": 1}]}},
         "Text": {"textPrimary": {"$type": "color", "$value": "#ffffff"}, "textGrey": {"$type": "color", "$value": "#777777"}}}
        """

    static func files(config: String = MiniContent.config) -> [String: String] {
        MiniContent.with([
            "content/themebook.json": config, "content/tokens/list.json": list.text,
            "content/tokens/light.tokens.json": light, "content/tokens/dark.tokens.json": dark,
        ])
    }
}

@Suite("Contrast: declared pairs in a build")
struct ContrastBuildTests {
    /// The diagnostics of the contrast check, as `file:line:column: severity: message [id]`.
    func contrastLines(_ result: Build.Result, _ site: TempSite) -> [String] {
        let ids = ["contrast-below-minimum", "contrast-skipped", "contrast-pattern-unmatched", "invalid-contrast", "unknown-token"]
        return result.diagnosticLines(relativeTo: site.folder.path).filter { line in ids.contains { line.hasSuffix("[\($0)]") } }
    }

    @Test("each finding is at the pair's declaration, naming theme, colours, ratio and minimum")
    func diagnosticsAtDeclarations() throws {
        let site = try TempSite(ContrastContent.files())
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let list = "content/tokens/list.json"
        let m = ContrastContent.list
        #expect(contrastLines(result, site) == [
            "\(list):\(m[1]): note: 'textPrimary' on 'layer2' is not checked in theme 'dark': 'layer2' has no value there (placeholder) [contrast-skipped]",
            "\(list):\(m[2]): warning: 'textPrimary' on 'layerFade' in theme 'light' has contrast 1.66:1, below the minimum 4.5:1 for text (#000000 on #333333) [contrast-below-minimum]",
            "\(list):\(m[4]): error: contrast pair names unknown token 'layer9'; did you mean 'layer2'? [unknown-token]",
        ])
        let pairs = try #require(result.catalogue?.contrast.pairs)
        #expect(pairs.map { "\($0.foreground)/\($0.background)/\($0.kind.rawValue)" } == [
            "textPrimary/layer1/text", "textPrimary/layer2/text", "textPrimary/layerFade/text", "textGrey/layer1/large-text",
        ])
        // White at 50% over the white base layer is white: black on it is 21:1.
        guard case .measured(let veil)? = pairs[1].results["light"] else { Issue.record("not measured"); return }
        #expect(ContrastRatio.text(veil.ratio) == "21.00")
        #expect(veil.colorsText == "#000000 on #ffffff80 over #ffffff, seen as #000000 on #ffffff")
    }

    @Test("site config rules by pattern, severity and base layer; a plain pair wins over a pattern")
    func configRules() throws {
        let config = MarkedText("""
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
             "contrast": {"severity": "error", "baseLayer": 1️⃣"layerl",
               "pairs": [{"foreground": "text*", "on": [2️⃣"layer?"], "kind": "non-text"},
                         {"foreground": "textGrey", "on": "layer1", "minimum": 5},
                         {"foreground": 3️⃣"icon*", "on": "layer1"}]}}
            """)
        let site = try TempSite(ContrastContent.files(config: config.text))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let lines = result.diagnosticLines(relativeTo: site.folder.path)
        #expect(lines.contains(
            "content/themebook.json:\(config[1]): error: 'contrast.baseLayer' names unknown token 'layerl'; did you mean 'layer2'? [unknown-token]"))
        #expect(lines.contains("content/themebook.json:\(config[3]): warning: contrast pattern 'icon*' matches no token [contrast-pattern-unmatched]"))
        // The token list declares textGrey on layer1 too: both are plain names, so that is an error.
        #expect(lines.contains { $0.contains("pair 'textGrey' on 'layer1' is declared twice [invalid-contrast]") })
        // textGrey on layer2 comes from the pattern only: non-text, so its 4.48:1 passes the 3:1.
        #expect(!lines.contains { $0.contains("'textGrey' on 'layer2' in theme 'light'") })
        let pairs = try #require(result.catalogue?.contrast.pairs)
        let grey2 = try #require(pairs.first { $0.foreground == "textGrey" && $0.background == "layer2" })
        #expect(grey2.kind == .nonText)
        #expect(grey2.location?.line == config.position(2)?.line)
        // A pattern never pairs a token with itself, and the explicit token-list pair keeps its kind.
        #expect(!pairs.contains { $0.foreground == $0.background })
        #expect(pairs.first { $0.foreground == "textPrimary" && $0.background == "layer1" }?.kind == .text)
        #expect(!result.succeeded)
    }

    @Test("severity error makes a pair below its minimum fail the build")
    func severityError() throws {
        let config = """
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
             "contrast": {"severity": "error"}}
            """
        var files = ContrastContent.files(config: config)
        files["content/tokens/list.json"] = ContrastContent.list.text.replacingOccurrences(of: ", {\"on\": [\"layer9\"], \"kind\": \"non-text\"}", with: "")
        let site = try TempSite(files)
        defer { site.remove() }
        let result = site.build()
        #expect(result.diagnostics.filter { $0.id == "contrast-below-minimum" }.map(\.severity) == [.error])
        #expect(!result.wrote)
    }

    @Test("malformed declarations are errors at the value, with suggestions")
    func malformed() throws {
        let list = MarkedText("""
            {"Layers": {"layer1": {"$type": "color"}, "layer2": {"$type": "color"}, "layerFade": {"$type": "gradient"}},
             "Text": {"textPrimary": {"$type": "color", "$extensions": {"org.themebook": {"contrast": {"on": ["layer1"], 1️⃣"knd": "text", "kind": 2️⃣"txt", "minimum": 3️⃣30}}}},
                      "textGrey": {"$type": "color", "$extensions": {"org.themebook": {"contrast": 4️⃣"layer1"}}}}}
            """)
        let site = try TempSite(ContrastContent.files().merging(["content/tokens/list.json": list.text]) { _, new in new })
        defer { site.remove() }
        let lines = contrastLines(site.build(checkOnly: true), site)
        let file = "content/tokens/list.json"
        #expect(lines == [
            "\(file):\(list[1]): error: 'knd' is not a key of a contrast pair; the keys are on, kind, minimum; did you mean 'kind'? [invalid-contrast]",
            "\(file):\(list[2]): error: 'kind' must be \"text\", \"large-text\" or \"non-text\"; did you mean 'text'? [invalid-contrast]",
            "\(file):\(list[3]): error: 'minimum' must be a ratio from 1 to 21, such as 4.5 [invalid-contrast]",
            "\(file):\(list[4]): error: 'contrast' of 'textGrey' must be a pair object or an array of them, not a string [invalid-contrast]",
        ])
    }

    @Test("token pages show each pair per theme with ratio and AA/AAA; the Contrast page shows the matrix; search carries ratios")
    func pages() throws {
        var files = ContrastContent.files()
        files["content/tokens/list.json"] = ContrastContent.list.text.replacingOccurrences(of: ", {\"on\": [\"layer9\"], \"kind\": \"non-text\"}", with: "")
        let site = try TempSite(files)
        defer { site.remove() }
        let result = site.build()
        #expect(result.wrote)
        let grey = try #require(site.read("site/tokens/textGrey.html"))
        #expect(grey.contains("<caption>Drawn on</caption>"))
        #expect(grey.contains(
            ##"<th scope="row"><a href="../tokens/layer1.html"><code>layer1</code></a></th><td>large-text</td><td>3:1</td><td class="contrast-cell pass" title="#777777 on #ffffff; minimum 3:1"><span class="contrast-sample" aria-hidden="true" style="color: rgb(119 119 119); background: rgb(255 255 255)"></span> <strong class="ratio">4.48</strong> <span class="verdict">pass</span> <span class="levels">AA ✓ · AAA ✗</span></td>"##))
        let layer1 = try #require(site.read("site/tokens/layer1.html"))
        #expect(layer1.contains("<caption>Behind</caption>"))
        #expect(layer1.contains(##"<a href="../tokens/textPrimary.html"><code>textPrimary</code></a>"##))
        let light = try #require(site.read("site/contrast/light.html"))
        #expect(light.contains("4 pairs, 1 below their minimum, 0 skipped"))
        #expect(light.contains(##"<th scope="col"><a href="../tokens/layerFade.html"><code>layerFade</code></a></th>"##))
        #expect(light.contains(##"<td class="contrast-cell fail" title="#000000 on #333333; minimum 4.5:1">"##))
        #expect(light.contains(##"<td class="contrast-cell none"></td>"##))
        let dark = try #require(site.read("site/contrast/dark.html"))
        #expect(dark.contains(##"<td class="contrast-cell skipped" title="&#39;layer2&#39; has no value in this theme"><span class="meta">skipped: no value</span></td>"##))
        #expect(site.read("site/themes/dark.html")?.contains(##"<a href="../contrast/dark.html">"##) == true)
        let index = try #require(site.read("site/search-index.json"))
        #expect(index.contains(##""contrast:light:textGrey/layer1": "4.48""##))
        #expect(index.contains(##""contrast:dark:textPrimary/layer2": "skipped""##))
    }

    @Test("no declared pairs: no Contrast pages and no contrast keys")
    func nothingDeclared() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let result = site.build()
        #expect(result.wrote)
        #expect(site.read("site/index.html") != nil)
        #expect(!FileManager.default.fileExists(atPath: site.path("site/contrast")))
        #expect(site.read("site/themes/light.html")?.contains("contrast/") == false)
    }

    @Test("with Swift sources, pairs come from the site config")
    func swiftSources() throws {
        let config = """
            {
              "title": "Acme colours",
              "themes": ["light", "dark", "night", "private"],
              "contrast": {"pairs": [{"foreground": "text*", "on": ["layer1", "layer2"]}]},
              "swift": {
                "palette": ["Sources/AcmeColors.swift", "Sources/AcmeBrandColors.swift"],
                "protocol": "Sources/AcmeThemeColourPalette.swift",
                "themes": ["Sources/AcmeLightTheme.swift", "Sources/AcmeDarkTheme.swift", "Sources/AcmePrivateTheme.swift"],
                "images": ["Sources/AcmeImageIdentifiers.swift"],
                "placeholder": "AcmeMissingToken"
              }
            }
            """
        let folder = SwiftSourceFixtures.acme(replacing: ["themebook.json": config])
        defer { SwiftSourceFixtures.remove(folder) }
        var options = Build.Options()
        options.content = folder
        options.mode = .memory
        let result = Build.run(options)
        let pairs = try #require(result.catalogue?.contrast.pairs)
        #expect(pairs.contains { $0.foreground == "textPrimary" && $0.background == "layer1" })
        #expect(pairs.allSatisfy { $0.results.count == 4 })
        #expect(pairs.allSatisfy { $0.location?.file.hasSuffix("themebook.json") == true })
    }
}
