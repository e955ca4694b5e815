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
        let failures = failingPairs(in: info.id).map { failure($0, theme: info.id, root: root) }
        return .object([
            "theme": theme(info, root: root), "isMatrix": .bool(isMatrix),
            "pairCount": .int(report.pairs.count), "failCount": .int(failing), "skipCount": .int(skipped),
            "hasFailures": .bool(!failures.isEmpty), "failures": .array(failures),
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

    /// The pairs below their minimum in a theme, in the order of the report (worst first
    /// would move a pair about as others change; the ratio is beside each).
    func failingPairs(in theme: String) -> [ContrastPair] {
        catalogue.contrast.pairs.filter { pair in
            if case .measured(let m)? = pair.results[theme] { return m.ratio < pair.minimum }
            return false
        }
    }

    /// A pair below its minimum, listed before the matrix: both tokens, its kind and minimum,
    /// its cell (sample, ratio, verdict), and its anchor on the page.
    private func failure(_ pair: ContrastPair, theme: String, root: String) -> MustacheValue {
        .object([
            "foreground": tokenLink(pair.foreground, root: root), "background": tokenLink(pair.background, root: root),
            "kind": .string(pair.kind.rawValue), "minimum": .string(ContrastRatio.minimumText(pair.minimum)),
            "anchor": .string(Paths.pairAnchor(pair.foreground, pair.background)),
            "cell": contrastCell(pair, theme: theme, root: root),
        ])
    }

    /// The home page's contrast summary: every pair below its minimum in every theme, each
    /// linking to its row on its theme's Contrast page; null when no pair is declared.
    func contrastSummary(root: String) -> MustacheValue {
        let report = catalogue.contrast
        guard !report.pairs.isEmpty else { return .null }
        var failures: [MustacheValue] = []
        var themes: [MustacheValue] = []
        for theme in catalogue.themes {
            let failing = failingPairs(in: theme.info.id)
            let page = root + Paths.contrast(theme.info.id)
            themes.append(.object([
                "label": .string(theme.info.label), "url": .string(page), "failCount": .int(failing.count),
            ]))
            for pair in failing {
                guard case .measured(let m)? = pair.results[theme.info.id] else { continue }
                failures.append(.object([
                    "theme": .string(theme.info.label), "foreground": .string(pair.foreground), "background": .string(pair.background),
                    "ratio": .string(ContrastRatio.text(m.ratio, below: pair.minimum)),
                    "minimum": .string(ContrastRatio.minimumText(pair.minimum)),
                    "url": .string(page + "#" + Paths.fragment(Paths.pairAnchor(pair.foreground, pair.background))),
                ]))
            }
        }
        return .object([
            "pairCount": .int(report.pairs.count), "failCount": .int(failures.count), "hasFailures": .bool(!failures.isEmpty),
            "failText": .string(failures.count == 1 ? "1 pair below its minimum" : "\(failures.count) pairs below their minimum"),
            "failures": .array(failures), "themes": .array(themes),
        ])
    }
}
