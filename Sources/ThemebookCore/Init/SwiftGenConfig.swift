/// The `xcassets` entries of a `swiftgen.yml`, read as far as `init --app` needs them: which
/// catalogues each reads, the enum its template puts them in, and the file it writes.
///
///     input_dir: App/
///     xcassets:
///       inputs:
///         - Resources/Assets.xcassets
///       outputs:
///         templateName: swift5
///         params:
///           enumName: XCAsset
///         output: Generated/Assets.swift
///
/// `xcassets` may also hold a list of such entries. A small reader of this shape, not YAML at
/// large: keys by indentation, values plain or quoted, lists of `- value` lines.
struct SwiftGenConfig {
    struct Entry: Equatable {
        /// Catalogue paths, relative to the config file's folder.
        var inputs: [String] = []
        var output: String?
        var enumName = "Asset"
        var forceNamespaces = false
        /// A catalogue enum is written around each catalogue's symbols: several inputs, or
        /// `forceFileNameEnum`.
        var catalogueEnums = false
    }

    var entries: [Entry] = []

    static func read(_ text: String) -> SwiftGenConfig {
        struct Line {
            var indent: Int
            var text: String
        }
        var lines: [Line] = []
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            var body = Substring(raw)
            if let hash = body.firstIndex(of: "#"), hash == body.startIndex || body[body.index(before: hash)] == " " {
                body = body[..<hash]
            }
            let indent = body.prefix { $0 == " " }.count
            let trimmed = body.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { lines.append(Line(indent: indent, text: trimmed)) }
        }
        var config = SwiftGenConfig()
        var inputDir = "", outputDir = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.indent == 0 else { continue }
            if let value = Self.value(of: "input_dir", in: line.text) { inputDir = value }
            if let value = Self.value(of: "output_dir", in: line.text) { outputDir = value }
            guard line.text == "xcassets:" else { continue }
            var block: [Line] = []
            while index < lines.count, lines[index].indent > 0 {
                block.append(lines[index])
                index += 1
            }
            // A list of entries, or one entry.
            let base = block.map(\.indent).min() ?? 0
            var groups: [[Line]] = []
            for var item in block {
                if item.indent == base, item.text.hasPrefix("- ") {
                    item.text.removeFirst(2)
                    item.indent += 2
                    groups.append([item])
                } else if groups.isEmpty {
                    groups.append([item])
                } else {
                    groups[groups.count - 1].append(item)
                }
            }
            for group in groups { config.entries.append(entry(group.map { ($0.indent, $0.text) })) }
        }
        for i in config.entries.indices {
            config.entries[i].inputs = config.entries[i].inputs.map { join(inputDir, $0) }
            config.entries[i].output = config.entries[i].output.map { join(outputDir, $0) }
        }
        return config
    }

    private static func entry(_ lines: [(indent: Int, text: String)]) -> Entry {
        var entry = Entry()
        var listKey: String?
        var forceFileNameEnum = false
        for (_, text) in lines {
            if text.hasPrefix("- ") {
                let value = unquoted(String(text.dropFirst(2)))
                if listKey == "inputs" { entry.inputs.append(value) }
                continue
            }
            listKey = nil
            if let value = Self.value(of: "inputs", in: text) {
                if value.isEmpty { listKey = "inputs" } else if value.hasPrefix("[") {
                    entry.inputs += value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0)) }
                } else {
                    entry.inputs.append(value)
                }
            }
            if let value = Self.value(of: "output", in: text), !value.isEmpty, entry.output == nil { entry.output = value }
            if let value = Self.value(of: "enumName", in: text), !value.isEmpty { entry.enumName = value }
            if Self.value(of: "forceProvidesNamespaces", in: text) == "true" { entry.forceNamespaces = true }
            if Self.value(of: "forceFileNameEnum", in: text) == "true" { forceFileNameEnum = true }
        }
        entry.catalogueEnums = forceFileNameEnum || entry.inputs.count > 1
        return entry
    }

    /// `key: value` → the value (unquoted; "" when the value follows on the next lines).
    private static func value(of key: String, in text: String) -> String? {
        guard text.hasPrefix(key + ":") else { return nil }
        return unquoted(String(text.dropFirst(key.count + 1)).trimmingCharacters(in: .whitespaces))
    }

    private static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }

    private static func join(_ folder: String, _ path: String) -> String {
        guard !folder.isEmpty, !path.hasPrefix("/") else { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
