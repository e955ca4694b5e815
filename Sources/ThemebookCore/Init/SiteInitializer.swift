import Foundation

/// `themebook init`: writes a content folder that builds at once — a site config, a first guide,
/// and either a small example palette with light and dark themes (`StarterContent`) or a config
/// reading the app's own Swift files (`SwiftRoles`). It never replaces a file that exists, but
/// for an empty one (what a write that failed left before); each file is written whole or not
/// at all (`SiteInitializer+Files`), so a full disk leaves nothing a second run would skip.
enum SiteInitializer {
    struct Plan {
        var files: [(path: String, contents: String)] = []
        var diagnostics = Diagnostics()
    }

    struct Outcome {
        /// Paths as printed: the folder joined with the file's path inside it.
        var written: [String] = []
        var skipped: [String] = []
        var diagnostics = Diagnostics()
    }

    static let configFile = ContentLoader.configFile

    /// The files to write into `folder`; `swift` are the Swift files as the user named them.
    static func plan(folder: String, title: String, swift: [String]) -> Plan {
        guard !swift.isEmpty else { return Plan(files: StarterContent.files(title: title)) }
        var plan = Plan()
        var readable: [String] = []
        for path in swift {
            if FileManager.default.isReadableFile(atPath: path), !InputFiles(root: "", scope: .everywhere).isDirectory(path) {
                readable.append(path)
            } else {
                plan.diagnostics.error("missing-file", "Swift source '\(path)' does not exist or cannot be read", at: nil)
            }
        }
        let roles = SwiftRoles.guess(readable) { InputFiles(root: "", scope: .everywhere).read($0) }
        for path in roles.unrecognised {
            plan.diagnostics.warning(
                "init-unrecognized-file", "'\(path)' declares no palette, token protocol, theme or image identifiers; it is left out",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard roles.hasTokens else {
            if let protocolFile = roles.protocolFile {
                plan.diagnostics.error(
                    "init-no-protocol", "no theme implements the token protocol of '\(protocolFile)'; name the files of the themes", at: nil)
            } else if !readable.isEmpty {
                plan.diagnostics.error("init-no-protocol", noTokensMessage, at: nil)
            }
            return plan
        }
        let section = roles.section { .string(Converter.relativePath(from: folder, to: $0)) }
        let config = OrderedJSON.object([("title", .string(title)), ("guides", .string("guides")), ("swift", .object(section))])
        plan.files = [(configFile, config.serialized()), ("guides/getting-started.md", swiftGuide)]
        return plan
    }

    static let noTokensMessage = "none of the Swift files declares tokens: a token protocol (a protocol with "
        + "'var name: UIColor { get }'), a theme type with a static instance per theme, or colours holding a light and a dark "
        + "value; name the files that do"

    /// Writes each planned file that does not exist yet (or is an empty leftover), creating
    /// folders as needed.
    static func write(_ plan: Plan, into folder: String) -> Outcome {
        var outcome = Outcome(diagnostics: plan.diagnostics)
        let files = InputFiles(root: folder)
        for (relative, contents) in plan.files {
            let path = files.path(relative)
            let found = existing(path)
            if found == .file {
                outcome.skipped.append(path)
                continue
            }
            do {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if try writeWhole(Array(contents.utf8), to: path, replacingEmpty: found == .empty) {
                    outcome.written.append(path)
                } else {
                    outcome.skipped.append(path)
                }
            } catch {
                outcome.diagnostics.error("write-failed", "cannot write '\(path)': \(SiteWriter.reason(error))", at: nil)
            }
        }
        return outcome
    }

    static let swiftGuide = """
        ---
        title: Getting started
        order: 1
        summary: What this catalogue holds and where it comes from.
        ---

        This site documents the app's colours, read from its Swift sources on every build: the
        **palette** of raw brand colours, the **tokens** of the theme protocol, and the value each
        **theme** gives every token. The docs cannot drift from the code.

        ## Do

        - Take every colour from a token of the theme, never from the palette directly.

        ## Changing the catalogue

        - The Swift files are listed under `swift` in `themebook.json`.
        - Guides are Markdown files in `guides/`. Links such as `<token:NAME>` and
          `<palette:NAME>` are checked on every build.
        - `themebook build` writes the site; `themebook check` runs every check and writes nothing.

        """
}
