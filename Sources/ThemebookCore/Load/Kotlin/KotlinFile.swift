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

    /// The palette values made in the branches of an `if` or a `when` that a `val` chooses among
    /// (`val colors = if (darkTheme) darkColorScheme(…) else lightColorScheme(…)`). Each is named
    /// after the function it calls when that says light or dark (`darkColorScheme`), else after
    /// its branch's condition when that is a name (`Theme.Amoled ->` → `Amoled`; `if (darkTheme)`
    /// → `darkTheme`, and the `else` of the `val`'s own `if` → `light`), else after the function, numbered from its
    /// second call (`AppColors2`). Whether a call makes a palette value is the readers' to
    /// decide, as for any property.
    var branchValues: [KotlinProperty] {
        var out: [KotlinProperty] = []
        var taken = Set<String>()
        var counts: [String: Int] = [:]
        func conditionName(_ condition: KotlinExpression) -> String? {
            switch condition {
            case .name(let name, _), .member(_, let name, _): name
            default: nil
            }
        }
        func add(_ expression: KotlinExpression, named condition: String?) {
            guard case .call(.name(let callee, _), _, let location) = expression else { return }
            var name: String
            if Appearance.named(callee) != nil || condition == nil {
                let count = counts[callee, default: 0] + 1
                counts[callee] = count
                name = count == 1 ? callee : callee + String(count)
            } else {
                name = condition!
            }
            while !taken.insert(name).inserted { name += "_" }
            out.append(
                KotlinProperty(
                    name: name, isVar: false, type: nil, initializer: expression, delegate: nil, getter: nil, modifiers: [],
                    location: location, docs: KotlinDocs()))
        }
        func collect(_ expression: KotlinExpression, named condition: String?, depth: Int) {
            switch expression {
            case .conditional(let test, let value, let other, _) where depth < 8:
                let name = conditionName(test)
                collect(value, named: name, depth: depth + 1)
                // The other side of a `val`'s own `if (darkTheme)` is the light one.
                collect(other, named: depth == 0 ? name.flatMap { Appearance.named($0) == .dark ? "light" : nil } : nil, depth: depth + 1)
            case .when(let choice) where depth < 8:
                for branch in choice.branches {
                    let name = branch.conditions.count == 1 ? conditionName(branch.conditions[0]) : nil
                    collect(branch.value, named: name, depth: depth + 1)
                }
            default:
                add(expression, named: condition)
            }
        }
        for property in properties + localProperties.map(\.property) {
            guard let initializer = property.initializer else { continue }
            switch initializer {
            case .conditional, .when: collect(initializer, named: nil, depth: 0)
            default: continue
            }
        }
        return out
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
