/// The content folder `themebook init` writes without `--swift`: a site config, a small palette
/// with light and dark themes as DTCG files, and a first guide. Every palette colour is used and
/// no token has the same value in both themes, so it builds without a single warning.
enum StarterContent {
    static func files(title: String) -> [(path: String, contents: String)] {
        [
            ("themebook.json", config(title: title)),
            ("tokens/resolver.json", resolver),
            ("tokens/palette.tokens.json", palette),
            ("tokens/theme-protocol.json", tokenList),
            ("tokens/themes/light.tokens.json", light),
            ("tokens/themes/dark.tokens.json", dark),
            ("guides/getting-started.md", guide),
        ]
    }

    static func config(title: String) -> String {
        OrderedJSON.object([
            ("title", .string(title)),
            ("resolver", .string("tokens/resolver.json")),
            ("tokenList", .string("tokens/theme-protocol.json")),
            ("guides", .string("guides")),
            ("themes", .array([.string("light"), .string("dark")])),
        ]).serialized()
    }

    static let resolver = """
        {
          "version": "2025.10",
          "sets": {
            "palette": {"sources": [{"$ref": "palette.tokens.json"}]}
          },
          "modifiers": {
            "theme": {
              "contexts": {
                "light": [{"$ref": "themes/light.tokens.json"}],
                "dark": [{"$ref": "themes/dark.tokens.json"}]
              },
              "default": "light",
              "$extensions": {"org.themebook": {"themes": {
                "light": {"label": "Light", "appearance": "light", "imageSuffix": ""},
                "dark": {"label": "Dark", "appearance": "dark", "imageSuffix": "_dark"}
              }}}
            }
          },
          "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}]
        }

        """

    static let palette = """
        {
          "Blue": {
            "$type": "color",
            "Blue30": {"$value": "#73a7f3"},
            "Blue50": {"$value": "#0060df"}
          },
          "Grey": {
            "$type": "color",
            "Grey10": {"$value": "#f9f9fb"},
            "Grey30": {"$value": "#e0e0e6"},
            "Grey80": {"$value": "#2b2a33"},
            "Grey90": {"$value": "#15141a"}
          },
          "Red": {
            "$type": "color",
            "Red30": {"$value": "#ff848b"},
            "Red50": {"$value": "#d7264c"}
          }
        }

        """

    static let tokenList = """
        {
          "Layers": {
            "layer1": {"$type": "color", "$description": "Background of every screen."},
            "layer2": {"$type": "color", "$description": "Cards and sheets placed on layer1."}
          },
          "Text": {
            "textPrimary": {"$type": "color", "$description": "Body text and titles."},
            "textSecondary": {"$type": "color", "$description": "Captions and hints; translucent so it works on any layer."},
            "textCritical": {"$type": "color", "$description": "Errors and destructive actions."}
          },
          "Actions": {
            "actionPrimary": {"$type": "color", "$description": "The main button of a screen."}
          }
        }

        """

    static let light = """
        {
          "Layers": {
            "layer1": {"$type": "color", "$value": "{Grey.Grey10}"},
            "layer2": {"$type": "color", "$value": "{Grey.Grey30}"}
          },
          "Text": {
            "textPrimary": {"$type": "color", "$value": "{Grey.Grey90}"},
            "textSecondary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": {"$ref": "#/Grey/Grey90/$value/components"}, "alpha": 0.7}},
            "textCritical": {"$type": "color", "$value": "{Red.Red50}"}
          },
          "Actions": {
            "actionPrimary": {"$type": "color", "$value": "{Blue.Blue50}"}
          }
        }

        """

    static let dark = """
        {
          "Layers": {
            "layer1": {"$type": "color", "$value": "{Grey.Grey90}"},
            "layer2": {"$type": "color", "$value": "{Grey.Grey80}"}
          },
          "Text": {
            "textPrimary": {"$type": "color", "$value": "{Grey.Grey10}"},
            "textSecondary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": {"$ref": "#/Grey/Grey10/$value/components"}, "alpha": 0.7}},
            "textCritical": {"$type": "color", "$value": "{Red.Red30}"}
          },
          "Actions": {
            "actionPrimary": {"$type": "color", "$value": "{Blue.Blue30}"}
          }
        }

        """

    static let guide = """
        ---
        title: Getting started
        order: 1
        summary: What this catalogue holds and how to change it.
        ---

        This site documents the app's colours. The **palette** holds the raw brand colours, such
        as <palette:Blue50>. Each **theme** gives every semantic **token** one of them, so a view
        asks for <token:actionPrimary> and gets the right blue in the light and in the dark theme.

        ## Do

        - Take every colour from a token, such as <token:layer1> for a screen's background.
        - Put secondary text in <token:textSecondary>: it stays readable on every layer.

        ## Don't

        - Use a palette colour such as <palette:Red50> directly in a view.

        ## Changing the catalogue

        - The palette is `tokens/palette.tokens.json`, the tokens are declared in
          `tokens/theme-protocol.json`, and each theme gives them values in `tokens/themes/`.
        - Guides are Markdown files in `guides/`. Links such as `<token:layer2>` are checked on
          every build, so a renamed token cannot leave a dead link behind.
        - `themebook build` writes the site; `themebook check` runs every check and writes nothing.

        """
}
