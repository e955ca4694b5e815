/// A JSON value to write: objects print with sorted keys and two-space indentation, so the
/// same catalogue always gives the same bytes.
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONOutput])
    case object([String: JSONOutput])

    public func serialized() -> String {
        var out = ""
        out.reserveCapacity(1 << 16)
        write(into: &out, indent: 0)
        out.append("\n")
        return out
    }

    /// One line, no spaces (for the search index, which the browser loads).
    public func compact() -> String {
        var out = ""
        out.reserveCapacity(1 << 16)
        write(into: &out, indent: nil)
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .int(let i): out.append(String(i))
        case .double(let d): out.append(Color.format(d))
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            out.append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(",") }
                newline(&out, indent.map { $0 + 1 })
                item.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.append("]")
        case .object(let members):
            if members.isEmpty { out.append("{}"); return }
            out.append("{")
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { out.append(",") }
                newline(&out, indent.map { $0 + 1 })
                Self.writeString(key, into: &out)
                out.append(indent == nil ? ":" : ": ")
                members[key]!.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.append("}")
        }
    }

    private func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out.append("\n")
        out.append(String(repeating: "  ", count: indent))
    }

    static func writeString(_ s: String, into out: inout String) {
        out.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            // Keep `</script>` and friends inert if the JSON is ever inlined in a page.
            case "<": out.append("\\u003c")
            case ">": out.append("\\u003e")
            case "&": out.append("\\u0026")
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
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

extension JSONOutput {
    static func optional(_ s: String?) -> JSONOutput { s.map(JSONOutput.string) ?? .null }
}
