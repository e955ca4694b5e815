/// A JSON value whose object members keep the order they are given in, for files people read:
/// token files list families, categories and tokens in the order the source lists them.
/// Layout matches `JSONOutput.serialized()` (two-space indentation, one member per line).
indirect enum OrderedJSON: Sendable {
    case bool(Bool)
    case number(Double)
    /// A number as written in the input (`0.047058823529411764`), kept exactly.
    case literal(String)
    case string(String)
    case array([OrderedJSON])
    case object([(key: String, value: OrderedJSON)])

    func serialized() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): out.append(Color.format(n))
        case .literal(let text): out.append(text)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { return out.append("[]") }
            out.append("[")
            for (i, item) in items.enumerated() {
                out.append(i == 0 ? "\n" : ",\n")
                out.append(String(repeating: "  ", count: indent + 1))
                item.write(into: &out, indent: indent + 1)
            }
            out.append("\n" + String(repeating: "  ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return out.append("{}") }
            out.append("{")
            for (i, member) in members.enumerated() {
                out.append(i == 0 ? "\n" : ",\n")
                out.append(String(repeating: "  ", count: indent + 1))
                Self.writeString(member.key, into: &out)
                out.append(": ")
                member.value.write(into: &out, indent: indent + 1)
            }
            out.append("\n" + String(repeating: "  ", count: indent) + "}")
        }
    }

    /// Escapes only what JSON requires, so names like `Black & White` stay readable.
    private static func writeString(_ s: String, into out: inout String) {
        out.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
    }
}
