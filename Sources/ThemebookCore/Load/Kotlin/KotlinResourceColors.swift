/// The XML colour resources a Compose theme reads with `colorResource(R.color.name)` (or
/// `colorResource(id = R.color.name)`), when `android.resources` lists them beside
/// `android.kotlin`: `values/` files give the day colours, `values-night/` the night ones.
///
/// A day colour written as a literal that no night file overrides is a palette colour (`R.color`),
/// and a theme reading it refers to it. Any other is read as Android reads it for the palette
/// value's appearance: a dark value (`darkColorScheme`, or a value named dark, night…) takes the
/// night colour where there is one, else the day one, following `@color/` references to a
/// literal or a palette colour.
struct KotlinResourceColors: Sendable {
    static let namespace = "R.color"

    private var day: [String: AndroidResourceFile.Entry] = [:]
    private var night: [String: AndroidResourceFile.Entry] = [:]
    /// The day colours that are palette colours, in file order.
    private(set) var palette: [AndroidResourceFile.Entry] = []
    private var paletteNames: Set<String> = []

    init(_ files: [AndroidResourceFile]) {
        for file in files {
            for entry in file.entries {
                if file.night {
                    if night[entry.name] == nil { night[entry.name] = entry }
                } else if day[entry.name] == nil {
                    day[entry.name] = entry
                }
            }
        }
        for file in files where !file.night {
            for entry in file.entries where day[entry.name]?.location == entry.location && night[entry.name] == nil {
                if case .literal = AndroidColorValue.parse(entry.text) {
                    palette.append(entry)
                    paletteNames.insert(entry.name)
                }
            }
        }
    }

    /// The resource name `colorResource`'s argument names: `R.color.name`, as the first argument
    /// or `id = …`; nil for anything else.
    static func name(in args: [KotlinArgument]) -> String? {
        guard let arg = args.first(where: { $0.label == "id" }) ?? args.first(where: { $0.label == nil }) else { return nil }
        return name(of: arg.value)
    }

    /// `R.color.name` → `name`.
    static func name(of expression: KotlinExpression) -> String? {
        guard case .member(.member(.name("R", _), "color", _), let name, _) = expression else { return nil }
        return name
    }

    /// The resource a View-era lookup wrapped in `Color(…)` reads: `ContextCompat.getColor(context,
    /// R.color.name)`, `context.getColor(R.color.name)`, `ResourcesCompat.getColor(resources,
    /// R.color.name, theme)`.
    static func lookedUp(_ expression: KotlinExpression) -> String? {
        guard case .call(let callee, let args, _) = expression else { return nil }
        switch callee {
        case .member(_, "getColor", _), .name("getColor", _): return args.lazy.compactMap { name(of: $0.value) }.first
        default: return nil
        }
    }

    /// The value of the resource colour `name` for a palette value of that appearance, in the
    /// catalogue's terms (`identity` names a palette colour); `problem` says why it cannot be read
    /// (the diagnostic's id, what the value uses, where) and gives the value then.
    func value(
        of name: String, night isNight: Bool, at location: SourceLocation, identity: (String) -> String,
        problem: (String, String, SourceLocation) -> RawValue
    ) -> RawValue {
        var current = name
        var seen = Set<String>()
        while seen.insert(current).inserted {
            guard let entry = (isNight ? night[current] : nil) ?? day[current] else {
                return current == name
                    ? problem(AndroidResourceLoader.unknownID, "'R.color.\(name)', which no resource file read defines", location)
                    : problem(
                        AndroidResourceLoader.unknownID, "'R.color.\(name)', whose '@color/\(current)' no resource file read defines",
                        location)
            }
            if paletteNames.contains(current) { return .reference(.palette(identity(current)), location) }
            switch AndroidColorValue.parse(entry.text) {
            case .literal(let color): return .literal(color, entry.textLocation)
            case .reference(let next): current = next
            case .system(let text):
                return problem(
                    KotlinColorReader.unsupportedID, "'R.color.\(name)', which is '\(text)', a colour the device or theme supplies",
                    entry.textLocation)
            case .unreadable:
                return problem(KotlinColorReader.unsupportedID, "'R.color.\(name)', whose value '\(entry.text)' is not a colour", entry.textLocation)
            }
        }
        return problem(AndroidResourceLoader.unknownID, "'R.color.\(name)', whose '@color/' references go round in a cycle", location)
    }
}
