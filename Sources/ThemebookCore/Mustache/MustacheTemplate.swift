/// A Mustache template, parsed once into a node tree and rendered any number of times.
public struct MustacheTemplate: Sendable {
    /// How errors name the template: usually its file path.
    public let name: String
    let nodes: [MustacheNode]
    /// `nodes` as the renderer walks them.
    let program: MustacheProgram
    /// The source's size in UTF-8 bytes, a first guess at the size of the output.
    let sourceLength: Int

    /// Parses `source`; throws a `template-syntax` error for a malformed tag or tag pair.
    public init(source: String, name: String) throws(MustacheError) {
        var parser = MustacheParser(source: source, template: name)
        self.name = name
        nodes = try parser.parse()
        program = MustacheProgram(nodes, template: name)
        sourceLength = source.utf8.count
    }
}
