import Foundation
import Testing

@testable import ThemebookCore

@Suite("Swift sources: convert --to dtcg")
struct SwiftSourceConvertTests {
    func convert(_ content: String, to output: String) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = CommandLineTool.run(
            ["convert", "--to", "dtcg", output, "--content", content], environment: [:],
            stdout: { out += $0 }, stderr: { err += $0 })
        return (status, out, err)
    }

    @Test("building from the Swift sources and from the converted DTCG files gives the same catalogue.json, byte for byte")
    func roundTrip() throws {
        let output = SwiftSourceFixtures.temporaryFolder() + "/dtcg"
        defer { SwiftSourceFixtures.remove(output) }
        let swift = SwiftSourceFixtures.load(SwiftSourceFixtures.folder("swift-acme"))
        let result = convert(SwiftSourceFixtures.folder("swift-acme"), to: output)
        #expect(result.status == 0, "\(result.err)")
        let dtcg = SwiftSourceFixtures.load(output)
        #expect(dtcg.errors.isEmpty, "\(dtcg.errors.map(\.message))")
        let expected = swift.catalogueJSON()
        #expect(!expected.isEmpty)
        #expect(dtcg.catalogueJSON() == expected)
    }

    @Test("converting the converted files again gives the same bytes")
    func idempotent() throws {
        let base = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(base) }
        #expect(convert(SwiftSourceFixtures.folder("swift-acme"), to: base + "/first").status == 0)
        #expect(convert(base + "/first", to: base + "/second").status == 0)
        for file in [
            "themebook.json", "images.json", "tokens/palette.tokens.json", "tokens/theme-protocol.json", "tokens/resolver.json",
            "tokens/themes/light.tokens.json", "tokens/themes/private.tokens.json",
        ] {
            // A DTCG placeholder does not keep the name of the Swift call it came from.
            let first = SwiftSourceFixtures.read(base + "/first/" + file)
                .replacingOccurrences(of: #""placeholder": "AcmeMissingToken""#, with: #""placeholder": "placeholder""#)
            #expect(!first.isEmpty, "\(file)")
            #expect(first == SwiftSourceFixtures.read(base + "/second/" + file), "\(file)")
        }
    }

    @Test("the written files use DTCG aliases, component references with alpha, and themebook's metadata")
    func format() throws {
        let output = SwiftSourceFixtures.temporaryFolder() + "/dtcg"
        defer { SwiftSourceFixtures.remove(output) }
        #expect(convert(SwiftSourceFixtures.folder("swift-acme"), to: output).status == 0)
        let light = SwiftSourceFixtures.read(output + "/tokens/themes/light.tokens.json")
        #expect(light.contains(#""$value": "{Light Grey.LightGrey10}""#))
        #expect(light.contains(#""$value": "{Layers.layer2}""#))
        #expect(light.contains(##""$ref": "#/Dark%20Grey/DarkGrey90/$value/components""##))
        #expect(light.contains(#""placeholder": "AcmeMissingToken""#))
        let resolver = SwiftSourceFixtures.read(output + "/tokens/resolver.json")
        #expect(resolver.contains(#""label": "Private browsing""#))
        let palette = SwiftSourceFixtures.read(output + "/tokens/palette.tokens.json")
        #expect(palette.hasPrefix("{\n  \"Black & White\": {\n    \"$type\": \"color\","))
        let images = SwiftSourceFixtures.read(output + "/images.json")
        #expect(images.contains(#""size": "28x28""#))
    }

    @Test("convert fails on errors, writes nothing, and never replaces the content folder")
    func failures() {
        let base = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(base) }
        let malformed = convert(SwiftSourceFixtures.folder("swift-malformed"), to: base + "/out")
        #expect(malformed.status == 1)
        #expect(malformed.err.contains("[swift-syntax]"))
        #expect(!FileManager.default.fileExists(atPath: base + "/out"))
        let site = SwiftSourceFixtures.acme()
        defer { SwiftSourceFixtures.remove(site) }
        let overwrite = convert(site, to: site)
        #expect(overwrite.status == 1 && overwrite.err.contains("[invalid-output]"))
        #expect(FileManager.default.fileExists(atPath: site + "/themebook.json"))
    }

    @Test("a value themebook could not read stops the conversion at that token")
    func unknownValue() {
        let site = SwiftSourceFixtures.acme()
        defer { SwiftSourceFixtures.remove(site) }
        let path = "Sources/AcmeLightTheme.swift"
        let text = SwiftSourceFixtures.read(site + "/" + path)
            .replacingOccurrences(of: "AcmeColors.LightGrey10", with: "UIColor.tintColor")
        SwiftSourceFixtures.write([path: text], into: site)
        let result = convert(site, to: site + "-out")
        defer { SwiftSourceFixtures.remove(site + "-out") }
        #expect(result.status == 1)
        #expect(result.err.contains("[convert-unknown-value]"))
    }

    @Test("relative paths from the output folder reach the content's asset catalogues")
    func relativePaths() {
        #expect(Converter.relativePath(from: "/a/site/dtcg", to: "/a/content/Assets.xcassets") == "../../content/Assets.xcassets")
        #expect(Converter.relativePath(from: "/a/out", to: "/a/out/x") == "x")
    }
}
