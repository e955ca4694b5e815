/// Reads one colour set's `Contents.json`, as Xcode writes it:
///
///     {"colors": [
///        {"color": {"color-space": "srgb", "components": {"red": "0xF7", "green": "173", "blue": "0.263", "alpha": "1.000"}},
///         "idiom": "universal"},
///        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
///         "color": {"platform": "ios", "reference": "systemBackgroundColor"}, "idiom": "universal"}],
///      "info": {"author": "xcode", "version": 1}}
///
/// An entry without `color` is an empty slot of Xcode's grid and is skipped. Keys Xcode may add
/// that name a trait (`language-direction`, `width-class`…) make the entry a variant; other keys
/// are left alone. Every malformed part is an `invalid-color-set` error at its own position.
enum ColorSetContents {
    static let invalidID = "invalid-color-set"
    static let unsupportedID = "color-set-unsupported"
    static let duplicateID = "duplicate-color-set"

    /// Keys of an entry that name a trait beyond idiom, gamut and appearance.
    static let traitKeys: Set<String> = [
        "language-direction", "width-class", "height-class", "locale", "subtype", "memory", "graphics-feature-set", "screen-width",
    ]

    /// The entries of the set's `Contents.json` (`folder` is the set's folder inside the content
    /// folder); a missing or unreadable file is reported and gives none.
    static func read(_ set: inout ColorSet, folder: String, files: InputFiles, diagnostics: inout Diagnostics) {
        let before = diagnostics.all.count
        readContents(&set, folder: folder, files: files, diagnostics: &diagnostics)
        set.hasProblems = diagnostics.all.count > before
    }

    private static func readContents(_ set: inout ColorSet, folder: String, files: InputFiles, diagnostics: inout Diagnostics) {
        let contents = folder + "/Contents.json"
        let shown = SourceLocation(file: files.path(contents), line: 1, column: 1)
        set.location = shown
        switch files.access(contents) {
        case .inside(.file, _):
            break
        case .outside(let real):
            files.reportOutside("file", contents, real: real, at: shown, diagnostics: &diagnostics)
            return
        case .missing:
            diagnostics.error(invalidID, "colour set '\(set.name)' has no Contents.json, so it has no colour", at: shown)
            return
        case .inside:
            diagnostics.error(invalidID, "colour set '\(set.name)' Contents.json is not a regular file", at: shown)
            return
        }
        guard let bytes = files.read(contents) else {
            diagnostics.error(invalidID, "colour set '\(set.name)' Contents.json cannot be read", at: shown)
            return
        }
        guard let root = JSONParser.parse(bytes, file: shown.file, into: &diagnostics) else { return }
        guard root.members != nil else {
            diagnostics.error(invalidID, "colour set '\(set.name)' Contents.json must be a JSON object, not \(root.kindName)", at: root.location)
            return
        }
        guard let colors = root["colors"] else {
            diagnostics.error(invalidID, "colour set '\(set.name)' Contents.json has no 'colors'", at: root.location)
            return
        }
        guard let list = colors.elements else {
            diagnostics.error(invalidID, "colour set '\(set.name)' 'colors' must be an array, not \(colors.kindName)", at: colors.location)
            return
        }
        for node in list {
            if let entry = entry(node, set: set.name, diagnostics: &diagnostics) { set.entries.append(entry) }
        }
    }

    /// One entry of `colors`; nil for an empty slot or a malformed entry (reported).
    static func entry(_ node: JSONNode, set: String, diagnostics: inout Diagnostics) -> ColorSetEntry? {
        guard let members = node.members else {
            diagnostics.error(invalidID, "colour set '\(set)' entry must be an object, not \(node.kindName)", at: node.location)
            return nil
        }
        guard let color = node["color"] else { return nil }
        var entry = ColorSetEntry(value: .invalid, location: color.location)
        var ok = true
        for member in members {
            switch member.key {
            case "color", "appearances":
                continue
            case "idiom", "display-gamut":
                guard let text = member.value.string else {
                    diagnostics.error(
                        invalidID, "colour set '\(set)' '\(member.key)' must be a string, not \(member.value.kindName)", at: member.value.location)
                    ok = false
                    continue
                }
                if member.key == "idiom" { entry.idiom = text } else { entry.gamut = text }
            default:
                if traitKeys.contains(member.key), let text = member.value.string { entry.otherTraits.append(text) }
            }
        }
        if let appearances = node["appearances"] {
            ok = read(appearances, into: &entry, set: set, diagnostics: &diagnostics) && ok
        }
        entry.value = ColorSetValueReader.value(color, set: set, diagnostics: &diagnostics)
        return ok ? entry : nil
    }

    /// `"appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}]`.
    /// An appearance themebook does not know makes the entry a variant, not an error: Xcode may
    /// add kinds. False when malformed (reported).
    private static func read(_ node: JSONNode, into entry: inout ColorSetEntry, set: String, diagnostics: inout Diagnostics) -> Bool {
        guard let list = node.elements else {
            diagnostics.error(invalidID, "colour set '\(set)' 'appearances' must be an array, not \(node.kindName)", at: node.location)
            return false
        }
        var ok = true
        for item in list {
            guard item.members != nil else {
                diagnostics.error(invalidID, "colour set '\(set)' appearance must be an object, not \(item.kindName)", at: item.location)
                ok = false
                continue
            }
            guard let kind = item["appearance"]?.string, let value = item["value"]?.string else {
                diagnostics.error(
                    invalidID, "colour set '\(set)' appearance needs 'appearance' and 'value' strings, such as \"luminosity\" and \"dark\"",
                    at: item.location)
                ok = false
                continue
            }
            switch (kind, value) {
            case ("luminosity", "light"): entry.luminosity = .light
            case ("luminosity", "dark"): entry.luminosity = .dark
            case ("contrast", "high"): entry.highContrast = true
            default: entry.otherTraits.append("\(kind) \(value)")
            }
        }
        return ok
    }
}
