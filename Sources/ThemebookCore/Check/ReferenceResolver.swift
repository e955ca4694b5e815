/// Follows aliases through the merged token tree (palette first, then a theme's own tokens).
///
/// Every palette colour and theme token is a *target*, resolved at most once and remembered.
/// A chain of aliases is followed in a loop, not by recursion, so a thousand-step chain costs a
/// thousand steps and no stack; the only nesting is a gradient's stops, one level deep, because
/// a stop that lands on another gradient is an error and is not expanded. Targets being resolved
/// sit on an explicit stack, so a cycle — through aliases, `$ref` components or gradient stops —
/// is caught the moment it closes and reported once, naming every member.
struct ReferenceResolver {
    /// Where a reference lands.
    enum Target: Hashable {
        case palette(Int)
        case token(theme: Int, index: Int)
    }

    /// The longest alias chain kept for display; longer ones keep their ends around a "…" step.
    static let maxChainSteps = 32
    /// The most stops a gradient has once the gradients it lists are spliced in: each level of
    /// gradients listing the one before twice doubles them (thirty tokens, a billion stops).
    static let maxGradientStops = 256

    let palette: [RawPaletteColor]
    let themes: [RawTheme]
    /// Every path a reference may name (a palette colour's, a theme token's) → its slot in
    /// `paletteBySlot` and each theme's `tokensBySlot`: one hash per reference to a path, where
    /// a dictionary per theme and one for the palette hashed a palette reference twice, and
    /// built six dictionaries of ten thousand paths.
    let pathSlots: StringNumbers
    /// Per slot, the palette colour with that path (its first), -1 for none.
    let paletteBySlot: [Int]
    /// Per theme and slot, the token with that path (its first), -1 for none.
    let tokensBySlot: [[Int]]
    let paletteByName: [String: Int]
    let paletteGroups: Set<String>
    let themeIndex: [String: Int]
    /// Token name → index, per theme; built at the first look-up by name (only Swift sources
    /// refer to tokens by name), rather than ten thousand names hashed per theme for nothing.
    let tokensByName: LazyIndex
    /// Per theme, the first path segments of its tokens; built for the first unknown reference.
    var themeGroups: [Int: Set<String>] = [:]
    /// After a palette or theme input failed to load, unknown references are not reported:
    /// they would only repeat that error.
    let paletteComplete: Bool

    private var resolved: TargetMap<ResolvedValue>
    /// Targets being resolved, innermost last, each with the reference it is following.
    var active: [(target: Target, leaving: ChainStep?)] = []
    var activeIndex: TargetMap<Int>
    var reportedCycles: Set<Set<Target>> = []
    /// Palette colours a theme refers to directly (see `usedPaletteNames`).
    var referencedFromThemes: IndexMarks
    /// Per slot, the alias text (`{path}`) of the references to it, made once and shared by
    /// every chain through it (ten thousand tokens in five themes alias a thousand colours).
    var displays: [String?]
    var suggestionIndexes: [SuggestionSet: SuggestionIndex] = [:]
    /// How many composite values (a shadow inside a layered shadow…) are being resolved inside
    /// each other; bounded, so hostile input cannot exhaust the stack (`+Composite`).
    var compositeDepth = 0

    init(_ raw: RawCatalogue) {
        palette = raw.palette
        themes = raw.themes
        var slots = StringNumbers(minimumCapacity: raw.palette.count + (raw.themes.first?.tokens.count ?? 0))
        var paletteBySlot: [Int] = []
        var byName: [String: Int] = [:]
        for (i, c) in raw.palette.enumerated() {
            let slot = slots.add(c.path)
            if slot == paletteBySlot.count { paletteBySlot.append(i) }
            byName[c.name] = byName[c.name] ?? i
        }
        // By index, not `enumerated()`: that copies every token (ten thousand per theme) to read one field.
        var tokensBySlot: [[Int]] = []
        // Themes usually list the same paths in the same order: a token at the same place as
        // in the first theme, with the same path, takes its slot without hashing the path.
        var firstSlots: [Int] = []
        for (t, theme) in raw.themes.enumerated() {
            let first = raw.themes[0].tokens
            var indices = [Int](repeating: -1, count: slots.count + theme.tokens.count)
            for i in theme.tokens.indices {
                let path = theme.tokens[i].path
                let slot = t > 0 && i < first.count && first[i].path == path ? firstSlots[i] : slots.add(path)
                if t == 0 { firstSlots.append(slot) }
                if indices[slot] < 0 { indices[slot] = i }
            }
            tokensBySlot.append(indices)
        }
        // Every theme's table covers every slot (a theme may lack paths later themes add).
        for t in tokensBySlot.indices where tokensBySlot[t].count < slots.count {
            tokensBySlot[t] += repeatElement(-1, count: slots.count - tokensBySlot[t].count)
        }
        paletteBySlot += repeatElement(-1, count: slots.count - paletteBySlot.count)
        pathSlots = slots
        self.paletteBySlot = paletteBySlot
        self.tokensBySlot = tokensBySlot
        paletteByName = byName
        paletteGroups = Set(raw.palette.map(\.group))
        themeIndex = Dictionary(raw.themes.enumerated().map { ($1.info.id, $0) }, uniquingKeysWith: { a, _ in a })
        tokensByName = LazyIndex(raw.themes) { theme in
            Dictionary(theme.tokens.indices.map { (theme.tokens[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        }
        paletteComplete = raw.paletteComplete
        referencedFromThemes = IndexMarks(count: raw.palette.count)
        displays = [String?](repeating: nil, count: slots.count)
        resolved = TargetMap(paletteCount: raw.palette.count, tokenCounts: raw.themes.map(\.tokens.count))
        activeIndex = TargetMap(paletteCount: raw.palette.count, tokenCounts: raw.themes.map(\.tokens.count))
    }

    /// `path.split(separator: ".").first`, without cutting every other segment too.
    static func firstSegment(of path: String) -> String? {
        guard let start = path.firstIndex(where: { $0 != "." }) else { return nil }
        let end = path[start...].firstIndex(of: ".") ?? path.endIndex
        return String(path[start..<end])
    }

    // MARK: - Targets

    mutating func paletteColor(_ index: Int, diagnostics: inout Diagnostics) -> ResolvedValue {
        value(of: .palette(index), diagnostics: &diagnostics)
    }

    mutating func token(_ index: Int, theme: Int, diagnostics: inout Diagnostics) -> ResolvedValue {
        value(of: .token(theme: theme, index: index), diagnostics: &diagnostics)
    }

    /// Names of the palette colours some theme uses, directly or through palette aliases.
    var usedPaletteNames: Set<String> {
        var used = Set<String>()
        var pending = referencedFromThemes.indices
        var seen = Set(pending)
        while let i = pending.popLast() {
            used.insert(palette[i].name)
            guard let reference = Self.reference(in: palette[i].value), case .palette(let next)? = lookup(reference, scope: nil),
                seen.insert(next).inserted
            else { continue }
            pending.append(next)
        }
        return used
    }

    /// Resolves a target's value, following its aliases to the end.
    ///
    /// With `forStop`, a chain that lands on a gradient answers `.gradient([])` without expanding
    /// that gradient (a stop must be a colour), and remembers nothing about the chain.
    mutating func value(of start: Target, forStop: Bool = false, diagnostics: inout Diagnostics) -> ResolvedValue {
        if let known = resolved[start] { return known }
        let base = active.count
        var target = start
        var tail: ResolvedValue
        walk: while true {
            if let known = resolved[target] {
                tail = known
                break walk
            }
            if let position = activeIndex[target] {
                reportCycle(Array(active[position...]), diagnostics: &diagnostics)
                tail = .unknown
                break walk
            }
            activeIndex[target] = active.count
            active.append((target, nil))
            guard let (reference, location, _) = alias(of: target) else {
                let raw = rawValue(of: target)
                if forStop, case .gradient = raw {
                    forget(downTo: base)
                    return .gradient([])
                }
                tail = resolveInline(raw, holder: target, scope: scope(of: target), diagnostics: &diagnostics)
                break walk
            }
            let (step, found) = step(to: reference, at: location, scope: scope(of: target))
            active[active.count - 1].leaving = step
            guard let next = found else {
                reportUnknown(reference, at: location, holder: target, scope: scope(of: target), expecting: declaredType(of: target),
                    diagnostics: &diagnostics)
                tail = .unknown
                break walk
            }
            if scope(of: target) != nil, case .palette(let i) = next { referencedFromThemes.insert(i) }
            target = next
        }
        if forStop, case .gradient = tail {
            forget(downTo: base)
            return .gradient([])
        }
        return unwind(downTo: base, from: tail, diagnostics: &diagnostics)
    }

    /// Each target a walk put on the stack above `base` takes the value of the one it refers to,
    /// the last taking `tail`. Apart from `value(of:)`, which recurses, to keep its frame small.
    private mutating func unwind(downTo base: Int, from tail: ResolvedValue, diagnostics: inout Diagnostics) -> ResolvedValue {
        var value = tail
        while active.count > base {
            let (target, leaving) = active.removeLast()
            activeIndex[target] = nil
            if let leaving, let (reference, _, alpha) = alias(of: target) {
                value = follow(value, through: leaving, alpha: alpha, reference: reference, holder: target, diagnostics: &diagnostics)
                // A palette colour that sets its own alpha over another (`base70At55PercentAlpha =
                // base70.withAlphaComponent(0.55)`) is a colour of its own: a token taking it shows
                // it by its name, at its own alpha, not as the colour under it.
                if alpha != nil, case .palette(let i) = target, case .color(var c) = value {
                    c.palette = palette[i].name
                    c.alpha = nil
                    value = .color(c)
                }
            } else if case .color(var c) = value, c.palette == nil, case .palette(let i) = target {
                c.palette = palette[i].name
                value = .color(c)
            }
            resolved[target] = value
        }
        return value
    }

    /// Drops the targets this walk put on the stack without remembering a value for them.
    private mutating func forget(downTo base: Int) {
        while active.count > base { activeIndex[active.removeLast().target] = nil }
    }

    /// The value of an alias step: the referenced value, with the step in front of its chain and
    /// the step's own alpha, if any.
    func follow(
        _ value: ResolvedValue, through step: ChainStep, alpha: Double?, reference: Reference, holder: Target,
        diagnostics: inout Diagnostics
    ) -> ResolvedValue {
        switch value {
        case .color(var c):
            c.chain = Self.prepending(step, to: c.chain)
            if let alpha {
                c.alpha = alpha
                c.color = c.color.with(alpha: alpha)
            }
            return .color(c)
        case .gradient where alpha != nil:
            diagnostics.error(
                "type-mismatch", "'\(name(of: holder))' takes the colour components of \(reference.display), which is a gradient",
                at: step.location)
            return .unknown
        case .text where alpha != nil:
            diagnostics.error(
                "type-mismatch", "'\(name(of: holder))' takes the colour components of \(reference.display), which is not a colour",
                at: step.location)
            return .unknown
        case .text(var t):
            t.chain = Self.prepending(step, to: t.chain)
            return .text(t)
        case .gradient, .none, .unknown:
            return value
        }
    }

    // MARK: - Values held in place

    /// Resolves a value that is not an alias of its own: a literal, a gradient, a placeholder.
    mutating func resolveInline(
        _ raw: RawValue, holder: Target, scope: Int?, diagnostics: inout Diagnostics
    ) -> ResolvedValue {
        switch raw {
        case .literal(let c, _):
            return .color(ResolvedColor(palette: nil, alpha: c.alpha < 1 ? c.alpha : nil, color: c))
        case .placeholder:
            return .none
        case .invalid, .reference, .withAlpha:
            return .unknown
        case .colorObject(let object, _):
            return resolveColorObject(object, scope: scope, diagnostics: &diagnostics)
        case .composite(let type, let part, _):
            return resolveComposite(type, part, holder: holder, scope: scope, diagnostics: &diagnostics)
        case .gradient(let stops, _):
            return resolveGradient(stops, holder: holder, scope: scope, diagnostics: &diagnostics)
        }
    }

    /// A gradient's stops, each resolved (an alias element spliced in as the referenced
    /// gradient's stops). Apart from `resolveInline`, which recurses, to keep its frame small.
    private mutating func resolveGradient(
        _ stops: [RawStop], holder: Target, scope: Int?, diagnostics: inout Diagnostics
    ) -> ResolvedValue {
        var colors: [ResolvedColor] = []
        var failed = false
        for stop in stops {
            if stop.isGradientReference {
                // An alias element stands for the referenced gradient's stops.
                guard let spliced = resolveGradientElement(stop.color, holder: holder, scope: scope, diagnostics: &diagnostics) else {
                    failed = true
                    continue
                }
                guard colors.count + spliced.count <= Self.maxGradientStops else {
                    diagnostics.error(
                        "value-too-large",
                        "gradient '\(name(of: holder))' has more than \(Self.maxGradientStops) stops once the gradients it lists are spliced in",
                        at: stop.color.location)
                    return .unknown
                }
                colors += spliced
                continue
            }
            switch resolveStop(stop.color, holder: holder, scope: scope, diagnostics: &diagnostics) {
            case .color(var c):
                switch stop.position {
                case .number(let p)?: c.position = min(max(p, 0), 1)
                case .reference(let reference, let location)?:
                    guard let p = resolvePosition(reference, at: location, holder: holder, scope: scope, diagnostics: &diagnostics)
                    else {
                        failed = true
                        continue
                    }
                    c.position = p
                case nil: c.position = nil
                }
                colors.append(c)
            case .gradient:
                diagnostics.error(
                    "type-mismatch", "gradient stop of '\(name(of: holder))' refers to a gradient; a stop must be a colour",
                    at: stop.color.location)
                failed = true
            case .text(let t):
                diagnostics.error(
                    "type-mismatch", "gradient stop of '\(name(of: holder))' refers to a \(t.type.rawValue); a stop must be a colour",
                    at: stop.color.location)
                failed = true
            case .none, .unknown: failed = true
            }
        }
        return failed ? .unknown : .gradient(colors)
    }

    private mutating func resolveStop(_ stop: RawValue, holder: Target, scope: Int?, diagnostics: inout Diagnostics) -> ResolvedValue {
        guard let reference = Self.reference(in: stop), let location = stop.location else {
            return resolveInline(stop, holder: holder, scope: scope, diagnostics: &diagnostics)
        }
        let step = ChainStep(reference.display, at: location)
        guard let target = lookup(reference, scope: scope) else {
            reportUnknown(
                reference, at: location, subject: "gradient stop of '\(name(of: holder))'", scope: scope, diagnostics: &diagnostics)
            return .unknown
        }
        if scope != nil, case .palette(let i) = target { referencedFromThemes.insert(i) }
        if let position = activeIndex[holder] { active[position].leaving = step }
        let value = value(of: target, forStop: true, diagnostics: &diagnostics)
        return follow(value, through: step, alpha: Self.alpha(in: stop), reference: reference, holder: holder, diagnostics: &diagnostics)
    }

    // MARK: - Lookup

    /// The step of a chain that follows `reference`, and where it lands (`lookup`). The alias
    /// text of a path is made once per path.
    mutating func step(to reference: Reference, at location: SourceLocation, scope theme: Int?) -> (ChainStep, Target?) {
        guard case .path(let path) = reference, let slot = pathSlots.number(of: path) else {
            return (ChainStep(reference.display, at: location), lookup(reference, scope: theme))
        }
        let display: String
        if let known = displays[slot] { display = known } else {
            display = reference.display
            displays[slot] = display
        }
        return (ChainStep(display, at: location), target(inSlot: slot, scope: theme))
    }

    /// The target of a path's slot: the theme's token with that path, else the palette colour.
    func target(inSlot slot: Int, scope theme: Int?) -> Target? {
        if let t = theme, tokensBySlot[t][slot] >= 0 { return .token(theme: t, index: tokensBySlot[t][slot]) }
        return paletteBySlot[slot] >= 0 ? .palette(paletteBySlot[slot]) : nil
    }

    func lookup(_ reference: Reference, scope theme: Int?) -> Target? {
        let found: Target?
        switch reference {
        case .path(let path):
            guard let slot = pathSlots.number(of: path) else { return nil }
            found = target(inSlot: slot, scope: theme)
        case .palette(let name):
            found = paletteByName[name].map(Target.palette)
        case .token(let name, let themeID):
            guard let t = themeID.flatMap({ themeIndex[$0] }) ?? theme else { return nil }
            return tokensByName[t][name].map { .token(theme: t, index: $0) }
        }
        return found
    }

    /// The theme whose tokens a target's references see; nil for the palette, which sees only itself.
    func scope(of target: Target) -> Int? {
        if case .token(let t, _) = target { return t }
        return nil
    }

    func rawValue(of target: Target) -> RawValue {
        switch target {
        case .palette(let i): palette[i].value
        case .token(let t, let i): themes[t].tokens[i].value
        }
    }

    func name(of target: Target) -> String {
        switch target {
        case .palette(let i): palette[i].name
        case .token(let t, let i): themes[t].tokens[i].name
        }
    }

    func location(of target: Target) -> SourceLocation? {
        switch target {
        case .palette(let i): palette[i].location
        case .token(let t, let i): themes[t].tokens[i].location
        }
    }

    /// A target's alias, where it is written and the alpha it sets, read where the value is:
    /// `rawValue(of:)` copied the whole value, twice for each of fifty thousand tokens.
    func alias(of target: Target) -> (Reference, SourceLocation, alpha: Double?)? {
        switch target {
        case .palette(let i): Self.alias(in: palette[i].value)
        case .token(let t, let i): Self.alias(in: themes[t].tokens[i].value)
        }
    }

    static func alias(in value: RawValue) -> (Reference, SourceLocation, alpha: Double?)? {
        switch value {
        case .reference(let r, let l): (r, l, nil)
        case .withAlpha(let r, let alpha, let l): (r, l, alpha)
        default: nil
        }
    }

    static func reference(in value: RawValue) -> Reference? {
        switch value {
        case .reference(let r, _), .withAlpha(let r, _, _): r
        default: nil
        }
    }

    static func alpha(in value: RawValue) -> Double? {
        if case .withAlpha(_, let alpha, _) = value { return alpha }
        return nil
    }

    /// `step` in front of `chain`, keeping at most `maxChainSteps` (the first ones, "…", the last).
    static func prepending(_ step: ChainStep, to chain: [ChainStep]) -> [ChainStep] {
        // One array made at its size: `[step] + chain` made a second one for the step alone.
        var steps: [ChainStep] = []
        steps.reserveCapacity(chain.count + 1)
        steps.append(step)
        steps.append(contentsOf: chain)
        if steps.count > maxChainSteps {
            steps.replaceSubrange((maxChainSteps - 2)..<(steps.count - 1), with: [ChainStep("…", at: nil)])
        }
        return steps
    }
}
