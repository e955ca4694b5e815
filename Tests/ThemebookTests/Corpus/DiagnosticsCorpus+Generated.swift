import Foundation
@testable import ThemebookCore

/// Inputs of the `generated-*` corpus cases that are too big to commit, written into the case's
/// temporary copy before it is built. Each recipe is deterministic, so `expected.txt` can name
/// exact lines.
enum CorpusGenerators {
    static let recipes: [String: @Sendable (TempSite) throws -> Void] = [
        "generated-alias-chain-1000": aliasChain,
        "generated-huge-token-file": hugeTokenFile,
    ]

    /// The mini palette plus `Chain.C0001` → `Chain.C0002` → … → `Chain.C1000`, whose last step
    /// names a colour that does not exist. Light `layer1` refers to `Chain.C0001`.
    static func aliasChain(_ site: TempSite) throws {
        var text = """
            {
              "Blue": {"$type": "color",
                "Blue50": {"$value": {"colorSpace": "srgb", "components": [0, 0.3765, 0.8745], "hex": "#0060df"}},
                "Blue60": {"$value": "#0250bb"}},
              "Grey": {"$type": "color",
                "Grey10": {"$value": "#f9f9fb"},
                "Grey90": {"$value": "#15141a"}},
              "Chain": {"$type": "color",

            """
        let count = 1000
        for i in 1...count {
            let target = i == count ? "Grey.Grey95" : "Chain.C\(fourDigits(i + 1))"
            text += "    \"C\(fourDigits(i))\": {\"$value\": \"{\(target)}\"}\(i == count ? "" : ",")\n"
        }
        text += "  }\n}\n"
        try site.write("content/tokens/palette.tokens.json", text)
    }

    /// A light theme file of more than 5 MB: 75,000 lines of vendor data under `$extensions`
    /// before the tokens, and one invalid colour at the very end.
    static func hugeTokenFile(_ site: TempSite) throws {
        var text = "{\n  \"$extensions\": {\"com.example.generated\": {\"swatches\": [\n"
        let count = 75_000
        for i in 1...count {
            let hex = String(i * 2_654_435 % 0xFFFFFF, radix: 16)
            let padded = String(repeating: "0", count: 6 - hex.count) + hex
            text += "    {\"name\": \"Swatch\(i)\", \"hex\": \"#\(padded)\", \"note\": \"generated swatch number \(i)\"}"
            text += i == count ? "\n" : ",\n"
        }
        text += """
              ]}},
              "Layers": {
                "layer1": {"$type": "color", "$value": "{Grey.Grey10}"},
                "layerFade": {"$type": "gradient", "$value": [{"color": "{Blue.Blue50}", "position": 0}, {"color": "#0060df00", "position": 1}]}
              },
              "Actions": {
                "actionPrimary": {"$type": "color", "$value": "#0060dz"}
              }
            }

            """
        precondition(text.utf8.count > 5 << 20, "the huge token file must be over 5 MB")
        try site.write("content/tokens/light.tokens.json", text)
    }

    private static func fourDigits(_ n: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
