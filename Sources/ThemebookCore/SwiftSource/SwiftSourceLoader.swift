/// Reads the app's Swift theming sources (palette, token protocol, themes, image identifiers).
enum SwiftSourceLoader {
    static func load(_ config: SwiftSourceConfig, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics) {
        diagnostics.error("invalid-config", "reading Swift sources is not available in this build", at: nil)
    }
}
