/// The words after the command name, sorted into options and positional arguments against the
/// command's option list. It knows nothing about what the values mean; `Command.validate` does.
struct ParsedArguments: Equatable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positional: [String] = []
    /// `-h` or `--help` appeared: show the command's help and do nothing else.
    var wantsHelp = false

    /// The option's value; given twice, the last one wins (so a script can override a default).
    func value(_ option: CommandOption) -> String? { values[option.name]?.last }
    func all(_ option: CommandOption) -> [String] { values[option.name] ?? [] }
    func has(_ option: CommandOption) -> Bool { flags.contains(option.name) }
}

enum ArgumentParser {
    static func parse(_ words: [String], for command: any Command.Type) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var rest = words[...]
        var onlyPositional = false
        while let word = rest.popFirst() {
            if onlyPositional || word == "-" || !word.hasPrefix("-") {
                parsed.positional.append(word)
                continue
            }
            if word == "--" {
                onlyPositional = true
                continue
            }
            if word == "--help" || word == "-h" {
                parsed.wantsHelp = true
                continue
            }
            // `--content=DIR` is the same as `--content DIR`.
            let (name, inline) = split(word)
            guard let option = command.options.first(where: { $0.name == name || $0.short == name }) else {
                throw unknown(name, in: command)
            }
            switch option.kind {
            case .flag:
                guard inline == nil else { throw UsageError("\(option.name) takes no value", command: command.name) }
                parsed.flags.insert(option.name)
            case .value(let placeholder):
                let value: String
                if let inline {
                    value = inline
                } else if let next = rest.first, !next.hasPrefix("-") || next == "-" {
                    value = next
                    rest = rest.dropFirst()
                } else {
                    throw UsageError("\(option.name) needs a value: \(option.name) \(placeholder)", command: command.name)
                }
                parsed.values[option.name, default: []].append(value)
            case .values(let placeholder):
                var values = inline.map { [$0] } ?? []
                while let next = rest.first, !next.hasPrefix("-") {
                    values.append(next)
                    rest = rest.dropFirst()
                }
                guard !values.isEmpty else {
                    throw UsageError("\(option.name) needs at least one \(placeholder)", command: command.name)
                }
                parsed.values[option.name, default: []] += values
            }
        }
        return parsed
    }

    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// An option this command does not take: the closest one it does, or the command it belongs to.
    private static func unknown(_ name: String, in command: any Command.Type) -> UsageError {
        let names = command.options.map { $0.name } + ["--help"]
        if let close = Suggestion.closest(to: name, in: names) {
            return UsageError("unknown option '\(name)' for \(command.name); did you mean '\(close)'?", command: command.name)
        }
        var owners: [String] = []
        for other in CommandLineTool.commands where other.options.contains(where: { $0.name == name }) {
            owners.append(other.name)
        }
        if !owners.isEmpty {
            let list = owners.map { "'\($0)'" }.joined(separator: " and ")
            return UsageError("\(command.name) has no option '\(name)'; it is an option of \(list)", command: command.name)
        }
        return UsageError("unknown option '\(name)' for \(command.name)", command: command.name)
    }
}
