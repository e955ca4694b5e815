import Foundation
@testable import ThemebookCore

/// The generated parts of `docs/reference/`: Markdown made from the code, kept in the page
/// between `<!-- BEGIN GENERATED name -->` and `<!-- END GENERATED name -->` lines, so the
/// hand-written text around them stays. `ReferenceDocsTests` fails while a block is stale;
/// `THEMEBOOK_RECORD=1 swift test --filter ReferenceDocs` rewrites it.
enum ReferenceDocs {
    struct Block: Sendable {
        var file: String
        var name: String
        var make: @Sendable () -> String
    }

    static let blocks: [Block] = [
        Block(file: "docs/reference/commands.md", name: "commands", make: commands),
        Block(file: "docs/reference/diagnostics.md", name: "rules", make: rules),
    ]

    static func begin(_ name: String) -> String {
        "<!-- BEGIN GENERATED \(name): THEMEBOOK_RECORD=1 swift test --filter ReferenceDocs rewrites it -->"
    }

    static func end(_ name: String) -> String { "<!-- END GENERATED \(name) -->" }

    /// The text between the block's marker lines, or nil when the page lacks them.
    static func current(_ name: String, in page: String) -> String? {
        guard let start = page.range(of: begin(name) + "\n"), let stop = page.range(of: end(name), range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[start.upperBound..<stop.lowerBound])
    }

    /// The page with the block's text replaced.
    static func replacing(_ name: String, in page: String, with text: String) -> String? {
        guard let start = page.range(of: begin(name) + "\n"), let stop = page.range(of: end(name), range: start.upperBound..<page.endIndex)
        else { return nil }
        return page.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: text)
    }

    /// Every command, from the `Command` values: abstract, usage line, options, discussion.
    static func commands() -> String {
        var text = "| command | what it does |\n| --- | --- |\n"
        for command in CommandLineTool.commands {
            text += "| [`\(command.name)`](#themebook-\(command.name)) | \(cell(command.abstract)) |\n"
        }
        for command in CommandLineTool.commands {
            text += "\n## `themebook \(command.name)`\n\n\(command.abstract).\n\n```text\n\(command.usageLine)\n```\n\n"
            text += "| option | meaning |\n| --- | --- |\n"
            for option in command.options + [.help] {
                let name = (option.short.map { "`\($0)`, " } ?? "") + "`\(option.synopsis)`"
                text += "| \(name) | \(cell(option.help))\(option.required ? " (required)" : "") |\n"
            }
            if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
        }
        return text
    }

    /// Every diagnostic rule of `DiagnosticRule.all`, in its order.
    static func rules() -> String {
        var text = "| id | default | the site config may lower it | meaning |\n| --- | --- | --- | --- |\n"
        for rule in DiagnosticRule.all {
            text += "| `\(rule.id)` | \(rule.level.rawValue) | \(rule.adjustable ? "yes" : "no") | \(cell(rule.meaning)) |\n"
        }
        return text
    }

    /// Text for a table cell: a `|` would end the cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
