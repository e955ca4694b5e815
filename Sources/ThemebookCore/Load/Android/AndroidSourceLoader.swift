/// Reads an Android app's colours: its Compose theme (`KotlinSourceLoader`) or its XML colour
/// resources (`AndroidResourceLoader`), as the `android` config names them.
enum AndroidSourceLoader {
    static func load(_ config: AndroidSourceConfig, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics) {
        if !config.kotlin.isEmpty {
            KotlinSourceLoader.load(config, into: &raw, files: files, diagnostics: &diagnostics)
        } else {
            AndroidResourceLoader.load(config, into: &raw, files: files, diagnostics: &diagnostics)
        }
    }
}
