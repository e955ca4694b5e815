/// Relative links and pictures: a guide names another guide or a file of the content folder
/// by its path, as it would on GitHub.
extension ReferenceTable {
    /// How a picture of a guide resolved.
    enum PictureResolution {
        case found(GuidePicture)
        case broken(id: String, message: String)
    }

    /// The guide's own path, relative to the content folder.
    func contentPath(of guide: GuideSource) -> String { contentPath(guide.file.relativePath) }

    /// A path relative to the guides folder, made relative to the content folder.
    private func contentPath(_ inGuides: String) -> String {
        guidesFolder.isEmpty ? inGuides : guidesFolder + "/" + inGuides
    }

    /// Resolves a relative link of `guide`: to another guide's page (`other.md#section`),
    /// checked like `guide:` links, or to a file of the content folder, which is copied. nil
    /// for any other destination (external links, `#section`, `/x`), left as written. `copies`
    /// are the guide's own.
    func resolve(relativeLink destination: String, in guide: GuideSource, copies: inout GuideCopies) -> ReferenceResolution? {
        guard let link = RelativeLink(destination) else { return nil }
        // Another guide is found within the guides folder, wherever that folder lies.
        if let inGuides = GuideFiles.resolve(link.path, relativeTo: guide.file.relativePath), inGuides.hasSuffix(".md") {
            let slug = String(inGuides.dropLast(3))
            if let target = guides[slug] { return section(link.fragment, of: slug, in: target) }
            if complete.unreadableGuides.contains(slug) { return .unchecked }
            if case .file = files.kind(of: contentPath(inGuides)) {} else {
                // Every `.md` file of the guides folder is a guide or was reported unreadable.
                let closest = suggestions.closest(to: slug, in: .guides).map {
                    GuideFiles.relative($0 + ".md", from: guide.file.relativePath)
                }
                return .broken(id: "unknown-guide", message: "link refers to unknown guide '\(link.path)'", suggestion: closest)
            }
        }
        guard let path = GuideFiles.resolve(link.path, relativeTo: contentPath(of: guide)) else {
            return outside("link '\(link.path)'")
        }
        switch files.kind(of: path) {
        case .file:
            if let other = copies.caseClash(path) { return caseClash(path, other) }
            guard let url = copies.copy(path) else { break }
            return .found(.file(path: url + (link.fragment.map { "#" + Paths.fragment($0) } ?? "")))
        case .folder:
            return .broken(id: "missing-file", message: "link refers to folder '\(link.path)', not a file", suggestion: nil)
        case .outside(let message):
            return .broken(id: InputFiles.outsideID, message: message, suggestion: nil)
        case .unchecked:
            return nil
        case .missing:
            break
        }
        return .broken(id: "missing-file", message: "link refers to missing file '\(link.path)'", suggestion: nil)
    }

    /// Resolves the source of a picture of `guide`: a file of the content folder, copied with
    /// the twins its themes ask for. nil for a picture from elsewhere (`https:`, `data:`).
    func resolve(picture source: String, in guide: GuideSource, copies: inout GuideCopies) -> PictureResolution? {
        guard let link = RelativeLink(source) else { return nil }
        guard let path = GuideFiles.resolve(link.path, relativeTo: contentPath(of: guide)) else {
            return .broken(id: "outside-content", message: "picture '\(link.path)' is outside the content folder; only its files are copied")
        }
        switch files.kind(of: path) {
        case .file:
            if let other = copies.caseClash(path) {
                guard case .broken(let id, let message, _) = caseClash(path, other) else { break }
                return .broken(id: id, message: message)
            }
        case .unchecked: return nil
        case .folder: return .broken(id: "missing-file", message: "picture '\(link.path)' is a folder, not a file")
        case .missing: return .broken(id: "missing-file", message: "picture '\(link.path)' does not exist")
        case .outside(let message):
            return .broken(id: InputFiles.outsideID, message: message)
        }
        var variants: [GuidePicture.Variant] = []
        var light: String?
        var dark: String?
        for theme in pictureThemes {
            let twin = PictureTheme.twin(of: path, suffix: theme.suffix)
            let file = theme.suffix.isEmpty ? path : (copies.caseClash(twin) == nil && copies.copy(twin) != nil ? twin : path)
            guard let url = copies.copy(file) else { continue }
            if theme.isDark { dark = dark ?? url } else { light = light ?? url }
            if let index = variants.firstIndex(where: { $0.path == url }) {
                variants[index].themes.append(theme.label)
            } else {
                variants.append(GuidePicture.Variant(themes: [theme.label], path: url))
            }
        }
        let shown = light ?? copies.copy(path) ?? ""
        return .found(GuidePicture(light: shown, dark: dark == shown ? nil : dark, variants: variants))
    }

    /// A link to another guide's page, or to one of its sections: by our id, or by the id
    /// GitHub gives the heading (`#dont` for `Don't`), which is rewritten to ours.
    private func section(_ fragment: String?, of slug: String, in target: GuideTarget) -> ReferenceResolution {
        guard let anchor = fragment, !anchor.isEmpty else { return .found(.guide(slug: slug, anchor: nil)) }
        if target.anchors[anchor] != nil { return .found(.guide(slug: slug, anchor: anchor)) }
        if let ours = target.gitHubAnchors[anchor] { return .found(.guide(slug: slug, anchor: ours)) }
        return .broken(
            id: "unknown-anchor", message: "link refers to unknown section '\(anchor)' of guide '\(slug)'",
            suggestion: suggestions.closest(to: anchor, inSectionsOf: slug, anchors: target.anchors.keys))
    }

    private func caseClash(_ path: String, _ other: String) -> ReferenceResolution {
        .broken(
            id: "duplicate-file", message: "file '\(path)' has the same copy as '\(other)' but for letter case; rename one",
            suggestion: nil)
    }

    private func outside(_ what: String) -> ReferenceResolution {
        .broken(id: "outside-content", message: "\(what) leads outside the content folder; only its files are copied", suggestion: nil)
    }
}
