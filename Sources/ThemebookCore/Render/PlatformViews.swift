/// The contexts that lay a catalogue's platforms side by side (a catalogue with `platforms`):
/// each platform's values come from that platform's own view models (`ViewModels` of its
/// checked catalogue), so a swatch, a chain or a contrast table reads as it would on a site
/// of that platform alone. Every context here is nil-free: a platform that lacks a token or a
/// theme says so (`absent`).
struct PlatformViews: Sendable {
    let catalogue: Catalogue
    /// The merged catalogue's view models: its themes' contexts (no Contrast page of their own).
    let merged: ViewModels
    let platforms: [Platform]
    /// Each platform's view models, in platform order.
    let models: [ViewModels]
    /// `token\u{0}theme` and `palette\u{0}name` of every drift.
    let drifting: Set<String>

    init?(_ catalogue: Catalogue, merged: ViewModels, mentions: [String: [Guide]]) {
        guard !catalogue.platforms.isEmpty else { return nil }
        self.catalogue = catalogue
        self.merged = merged
        platforms = catalogue.platforms
        models = catalogue.platforms.map { ViewModels($0.catalogue, mentions: mentions) }
        drifting = Set(catalogue.drift.map { drift in
            switch drift.subject {
            case .token(let token, let theme): "token\u{0}\(token)\u{0}\(theme)"
            case .palette(let name): "palette\u{0}\(name)"
            }
        })
    }

    func drifts(_ token: String, theme: String) -> Bool { drifting.contains("token\u{0}\(token)\u{0}\(theme)") }

    /// "iOS and Android", "iOS, Android and Web".
    static func list(_ labels: [String]) -> String {
        guard labels.count > 1 else { return labels.first ?? "" }
        return labels.dropLast().joined(separator: ", ") + " and " + labels.last!
    }

    /// What to say where something is on one platform only: "Only on Android."; nil when every
    /// platform has it.
    func onlyNote(_ has: [Bool]) -> MustacheValue {
        let labels = zip(platforms, has).filter(\.1).map(\.0.label)
        guard labels.count < platforms.count else { return .null }
        return .string("Only on \(Self.list(labels)).")
    }

    // MARK: - Navigation

    /// "All platforms" and each platform's tokens page, the current one marked.
    func navigation(current: String?, root: String) -> MustacheValue {
        let all: MustacheValue = .object([
            "label": "All platforms", "url": .string(root + "tokens.html"), "current": .bool(current == nil),
        ])
        return .object(["links": .array([all] + platforms.map { platform in
            .object([
                "label": .string(platform.label), "url": .string(root + Paths.platform(platform.id)),
                "current": .bool(current == platform.id),
            ])
        })])
    }

    // MARK: - A token's page

    /// The token page's platform part: its code on each platform, a row per theme with each
    /// platform's value, and each platform's contrast pairs.
    func token(_ name: String, root: String) -> MustacheValue {
        let has = platforms.map { $0.tokenIndex[name] != nil }
        let codes = platforms.indices.compactMap { p -> MustacheValue? in
            guard let index = platforms[p].tokenIndex[name] else { return nil }
            let resource = platforms[p].catalogue.tokens[index].resourceSpelling
            return .object([
                "label": .string(platforms[p].label), "code": .string(code(of: index, on: p)),
                "resource": resource.map(MustacheValue.string) ?? .null,
            ])
        }
        let rows = catalogue.themes.map { theme -> MustacheValue in
            .object([
                "theme": merged.theme(theme.info, root: root),
                "drift": .bool(drifts(name, theme: theme.info.id)),
                "cells": .array(platforms.indices.map { cell(name, theme: theme.info.id, on: $0, root: root) }),
            ])
        }
        let contrast = platforms.indices.compactMap { p -> MustacheValue? in
            guard platforms[p].tokenIndex[name] != nil, !platforms[p].catalogue.contrast.isEmpty else { return nil }
            guard case .object(var object) = models[p].tokenContrast(name, root: root) else { return nil }
            object["label"] = .string(platforms[p].label)
            object["themes"] = models[p].themes(root: root)
            return .object(object)
        }
        return .object([
            "only": onlyNote(has), "codes": .array(codes),
            "platforms": .array(platforms.map { .object(["id": .string($0.id), "label": .string($0.label)]) }),
            "rows": .array(rows), "hasDrift": .bool(catalogue.themes.contains { drifts(name, theme: $0.info.id) }),
            "platformContrast": .array(contrast),
        ])
    }

    /// How platform `p`'s code spells its token at `index`.
    func code(of index: Int, on p: Int) -> String {
        let token = platforms[p].catalogue.tokens[index]
        return token.codeSpelling ?? "\(platforms[p].catalogue.code.tokens).\(token.name)"
    }

    /// A token's value in one theme on platform `p`: its swatch and alias chain, or why it has none.
    func cell(_ name: String, theme: String, on p: Int, root: String) -> MustacheValue {
        let platform = platforms[p]
        var absent: String?
        if platform.tokenIndex[name] == nil {
            absent = "not on \(platform.label)"
        } else if platform.themeIndex[theme] == nil {
            absent = "no such theme on \(platform.label)"
        }
        guard absent == nil, let t = platform.tokenIndex[name], let th = platform.themeIndex[theme] else {
            return .object(["label": .string(platform.label), "swatch": .null, "chain": .array([]), "absent": .string(absent ?? "")])
        }
        return .object([
            "label": .string(platform.label), "swatch": models[p].swatch(tokenAt: t, themeAt: th, root: root),
            "chain": models[p].chain(tokenAt: t, themeAt: th), "absent": .null,
        ])
    }
}
