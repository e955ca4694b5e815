/// Contexts for contrast: the pairs on a token page and the matrix of a theme's Contrast page.
extension ViewModels {
    /// Past this many cells (rows × columns) a theme's matrix is shown as a list of its pairs.
    static let maxMatrixCells = 10_000

    /// A token's pairs: the backgrounds it is drawn on, and the foregrounds drawn on it.
    func tokenContrast(_ name: String, root: String) -> MustacheValue {
        let report = catalogue.contrast
        // No pairs at all: every token page has the same, made once.
        if report.pairs.isEmpty { return Self.noContrast }
        let drawnOn = (report.byForeground[name] ?? []).map { contrastRow(report.pairs[$0], root: root) }
        let behind = (report.byBackground[name] ?? []).map { contrastRow(report.pairs[$0], root: root) }
        return .object([
            "hasPairs": .bool(!drawnOn.isEmpty || !behind.isEmpty),
            "hasDrawnOn": .bool(!drawnOn.isEmpty), "drawnOn": .array(drawnOn),
            "hasBehind": .bool(!behind.isEmpty), "behind": .array(behind),
        ])
    }

    private static let noContrast: MustacheValue = .object([
        "hasPairs": false, "hasDrawnOn": false, "drawnOn": .array([]), "hasBehind": false, "behind": .array([]),
    ])

    /// One pair with its result in every theme.
    private func contrastRow(_ pair: ContrastPair, root: String) -> MustacheValue {
        .object([
            "foreground": tokenLink(pair.foreground, root: root), "background": tokenLink(pair.background, root: root),
            "kind": .string(pair.kind.rawValue), "minimum": .string(ContrastRatio.minimumText(pair.minimum)),
            "results": .array(catalogue.themes.map { theme in
                .object(["theme": self.theme(theme.info, root: root), "cell": contrastCell(pair, theme: theme.info.id, root: root)])
            }),
        ])
    }

    private func tokenLink(_ name: String, root: String) -> MustacheValue {
        .object(["name": .string(name), "url": .string(root + Paths.token(name))])
    }

    /// A pair in one theme; every key present, so strict templates can branch on any of them.
    func contrastCell(_ pair: ContrastPair?, theme: String, root: String) -> MustacheValue {
        var cell: MustacheObject = [
            "declared": .bool(pair != nil), "measured": false, "skipped": false, "unresolved": false,
            "ratio": .null, "passes": false, "aa": false, "aaa": false, "hasAAA": .bool(pair?.kind.aaa != nil),
            "minimum": pair.map { .string(ContrastRatio.minimumText($0.minimum)) } ?? .null,
            "kind": pair.map { .string($0.kind.rawValue) } ?? .null,
            "foregroundCss": .null, "backgroundCss": .null, "colors": .null, "reason": .null,
            "background": pair.map { .string($0.background) } ?? .null,
            "backgroundUrl": pair.map { .string(root + Paths.token($0.background)) } ?? .null,
        ]
        guard let pair else { return .object(cell) }
        switch pair.results[theme] {
        case .measured(let m)?:
            cell["measured"] = true
            cell["ratio"] = .string(ContrastRatio.text(m.ratio, below: pair.minimum))
            cell["passes"] = .bool(m.ratio >= pair.minimum)
            cell["aa"] = .bool(m.ratio >= pair.kind.aa)
            cell["aaa"] = .bool(pair.kind.aaa.map { m.ratio >= $0 } ?? false)
            cell["foregroundCss"] = .string(m.seenForeground.css)
            cell["backgroundCss"] = .string(m.seenBackground.css)
            cell["colors"] = .string(m.colorsText)
        case .skipped(let side)?:
            cell["skipped"] = true
            cell["reason"] = .string("'\(side == "foreground" ? pair.foreground : pair.background)' has no value in this theme")
        case .unresolved?, nil:
            cell["unresolved"] = true
        }
        return .object(cell)
    }

    /// A theme's Contrast page: foregrounds as rows, backgrounds as columns, a cell per declared
    /// pair; a list of each row's pairs when the matrix would be too large to read.
    func contrastPage(_ info: ThemeInfo, root: String) -> MustacheValue {
        let report = catalogue.contrast
        let rows = catalogue.tokens.map(\.name).filter { report.byForeground[$0] != nil }
        let columns = catalogue.tokens.map(\.name).filter { report.byBackground[$0] != nil }
        let isMatrix = rows.count * columns.count <= Self.maxMatrixCells
        var failing = 0
        var skipped = 0
        for pair in report.pairs {
            switch pair.results[info.id] {
            case .measured(let m)? where m.ratio < pair.minimum: failing += 1
            case .skipped?: skipped += 1
            default: break
            }
        }
        return .object([
            "theme": theme(info, root: root), "isMatrix": .bool(isMatrix),
            "pairCount": .int(report.pairs.count), "failCount": .int(failing), "skipCount": .int(skipped),
            "columns": .array(isMatrix ? columns.map { tokenLink($0, root: root) } : []),
            "rows": .array(rows.map { name in
                let pairs = (report.byForeground[name] ?? []).map { report.pairs[$0] }
                let cells: [MustacheValue]
                if isMatrix {
                    let byBackground = Dictionary(pairs.map { ($0.background, $0) }, uniquingKeysWith: { a, _ in a })
                    cells = columns.map { contrastCell(byBackground[$0], theme: info.id, root: root) }
                } else {
                    cells = pairs.map { contrastCell($0, theme: info.id, root: root) }
                }
                return .object(["token": tokenLink(name, root: root), "cells": .array(cells)])
            }),
        ])
    }
}
