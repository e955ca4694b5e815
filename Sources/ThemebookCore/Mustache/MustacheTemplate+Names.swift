/// The names a template looks up, for checking them against what the site's contexts can hold
/// without having to render every branch.
public struct MustacheLookup: Sendable, Equatable {
    /// As written: `site.title`.
    public var name: String
    /// `["site", "title"]`; empty for the implicit iterator `.`.
    public var components: [String]
    /// The template the tag is written in (a block's replacement may come from another one).
    public var template: String
    public var line: Int
    public var column: Int
    /// False for `{{{name}}}` and `{{&name}}`, which insert the value as it is.
    public var escaped = true
}

extension MustacheTemplate {
    /// Every name looked up by a variable, section, dynamic partial or dynamic parent, in
    /// source order, including inside blocks and parent overrides.
    public var lookups: [MustacheLookup] {
        var out: [MustacheLookup] = []
        // An explicit stack: templates nest as deep as their authors like.
        var pending: [(nodes: ArraySlice<MustacheNode>, template: String)] = [(nodes[...], name)]
        while let next = pending.popLast() {
            var nodes = next.nodes
            let template = next.template
            guard let node = nodes.popFirst() else { continue }
            pending.append((nodes, template))
            func add(_ name: MustacheName, _ position: MustachePosition, escaped: Bool = true) {
                out.append(MustacheLookup(
                    name: name.description, components: name.components, template: template,
                    line: position.line, column: position.column, escaped: escaped))
            }
            switch node {
            case .text:
                break
            case .variable(let v):
                add(v.name, v.position, escaped: v.escaped)
            case .section(let s):
                add(s.name, s.position)
                pending.append((s.children[...], template))
            case .partial(let p):
                if case .dynamic(let name) = p.reference { add(name, p.position) }
            case .parent(let p):
                if case .dynamic(let name) = p.reference { add(name, p.position) }
                for key in p.overrides.keys.sorted().reversed() {
                    pending.append((p.overrides[key]!.nodes[...], p.overrides[key]!.template))
                }
            case .block(let b):
                pending.append((b.content.nodes[...], b.content.template))
            }
        }
        return out
    }
}
