/// One parsed Kotlin file: its declarations, and what its function bodies hold that theming
/// code reads (the `val`s and `when`s of a `@Composable fun AppTheme(…)`).
struct KotlinFile: Sendable {
    var path: String
    var declarations: [KotlinDeclaration]
    /// Every `val`/`var` declared directly in a function body, with the function's name.
    var localProperties: [(function: String, property: KotlinProperty)]
    /// Every `when` found in a function body or a property initializer, in source order.
    var whens: [KotlinWhen]

    /// Tokenizes and parses; syntax errors go to `diagnostics` with exact positions.
    static func parse(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> KotlinFile {
        var reporter = KotlinSyntaxReporter(file: path)
        let stream = KotlinLexer.tokenize(bytes, file: path, reporter: &reporter)
        let brackets = KotlinBrackets(stream.tokens, reporter: &reporter)
        var parser = KotlinParser(stream, partner: brackets.partner)
        let declarations = parser.parseDeclarations(until: parser.eof)
        var file = KotlinFile(path: path, declarations: declarations, localProperties: [], whens: [])
        file.readBodies(parser: parser)
        diagnostics.append(contentsOf: reporter.diagnostics)
        return file
    }

    /// Top-level and nested types, outermost first, in source order.
    var allTypes: [KotlinType] {
        var out: [KotlinType] = []
        var pending = types.reversed() as [KotlinType]
        while let type = pending.popLast() {
            out.append(type)
            pending.append(contentsOf: type.types.reversed())
        }
        return out
    }

    var types: [KotlinType] { declarations.compactMap { if case .type(let t) = $0 { t } else { nil } } }

    var properties: [KotlinProperty] { declarations.compactMap { if case .property(let p) = $0 { p } else { nil } } }

    /// Names of the `val`s that objects of different names both declare (`override val darkScheme`
    /// in `object Mint` and in `object Plum`, one theme's colours each).
    static func sharedObjectMemberNames(_ files: [KotlinFile]) -> Set<String> {
        var owners: [String: Set<String>] = [:]
        for file in files {
            for type in file.allTypes where type.kind == .object {
                for property in type.properties where property.initializer != nil { owners[property.name, default: []].insert(type.name) }
            }
        }
        return Set(owners.filter { $0.value.count > 1 }.keys)
    }

    /// The `val`s of the file's objects, each named with its object when `shared` holds its name
    /// (`Mint.darkScheme`), so that each object's is read.
    func objectProperties(qualifying shared: Set<String>) -> [KotlinProperty] {
        allTypes.filter { $0.kind == .object }.flatMap { type in
            type.properties.map { property in
                guard shared.contains(property.name) else { return property }
                var qualified = property
                qualified.name = type.name + "." + property.name
                return qualified
            }
        }
    }

    /// Functions of no parameters whose body is one expression, at the top level and in objects
    /// (`fun lightAppColors() = AppColors(background = Paper, …)`), as the `val`s they amount to:
    /// a theme's palette value may be made so, as Material's `lightColors()` is.
    var valueFunctions: [KotlinProperty] {
        let functions = declarations.compactMap { if case .function(let f) = $0 { f } else { nil } }
            + allTypes.filter { $0.kind == .object }.flatMap(\.functions)
        return functions.compactMap { function in
            guard function.parameters.isEmpty, let body = function.expressionBody else { return nil }
            return KotlinProperty(
                name: function.name, isVar: false, type: nil, initializer: body, delegate: nil, getter: nil, modifiers: [],
                location: function.location, docs: KotlinDocs())
        }
    }

    /// Every function, at the top level and in every type.
    var allFunctions: [KotlinFunction] {
        declarations.compactMap { if case .function(let f) = $0 { f } else { nil } } + allTypes.flatMap(\.functions)
    }

    /// Reads each function body's top-level `val`s and every `when` in it, and the `when`s of
    /// property initializers and getters.
    private mutating func readBodies(parser: KotlinParser) {
        var parser = parser
        for function in allFunctions where !function.body.isEmpty {
            let body = function.body
            var q = body.lowerBound
            // The body's own level: nested braces are other scopes (lambdas, blocks).
            var level = 0
            while q < body.upperBound {
                let t = parser.tokens[q]
                if t.isPunctuation("{") { level += 1 } else if t.isPunctuation("}") { level -= 1 }
                if level == 0, t.isKeyword("val") || t.isKeyword("var"), t.newlineBefore || q == body.lowerBound {
                    parser.p = q
                    if case .property(let property)? = parser.parseDeclaration(limit: body.upperBound) {
                        localProperties.append((function.name, property))
                        collectWhens(in: property.initializer)
                    }
                    q = max(parser.p, q + 1)
                    continue
                }
                if t.isKeyword("when") {
                    parser.p = q
                    let expression = parser.parseWhen(limit: body.upperBound)
                    collectWhens(in: expression)
                    // The branches were read: step past them, keeping the brace level.
                    q = max(parser.p, q + 1)
                    continue
                }
                q += 1
            }
        }
        for property in properties + allTypes.flatMap(\.properties) {
            collectWhens(in: property.initializer)
            collectWhens(in: property.getter)
        }
        for function in allFunctions { collectWhens(in: function.expressionBody) }
    }

    private mutating func collectWhens(in expression: KotlinExpression?) {
        if case .when(let w)? = expression { whens.append(w) }
    }
}
