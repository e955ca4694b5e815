/// Which names each template reads, through the partials and parents it uses: the incremental
/// build leaves out a page whose template reads none of the names that changed (a rule added
/// changes `site.ruleCount`, which only the home page shows with the built-in templates).
///
/// A name is read when any lookup of the template, or of a template it reaches, has it as one of
/// its components (`site.ruleCount`, or `ruleCount` inside `{{#site}}`): Mustache reaches a value
/// only by naming it, and an object rendered as a variable is empty. A template that names a
/// partial or parent dynamically may reach any template, so it reads every name.
struct TemplateReads {
    /// Template → the name components it reads; nil: any name.
    private var names: [String: Set<String>?] = [:]

    init(_ templates: [String: MustacheTemplate]) {
        var own: [String: (names: Set<String>, uses: Set<String>, dynamic: Bool)] = [:]
        for (name, template) in templates {
            var uses = Set<String>(), dynamic = false
            var pending: [[MustacheNode]] = [template.nodes]
            while let nodes = pending.popLast() {
                for node in nodes {
                    switch node {
                    case .section(let s): pending.append(s.children)
                    case .partial(let p):
                        if case .fixed(let target) = p.reference { uses.insert(target) } else { dynamic = true }
                    case .parent(let p):
                        if case .fixed(let target) = p.reference { uses.insert(target) } else { dynamic = true }
                        pending.append(contentsOf: p.overrides.values.map(\.nodes))
                    case .block(let b): pending.append(b.content.nodes)
                    case .text, .variable: break
                    }
                }
            }
            own[name] = (Set(template.lookups.flatMap(\.components)), uses, dynamic)
        }
        for name in templates.keys {
            var reached: Set<String> = [name], pending = [name], all = Set<String>(), anything = false
            while let next = pending.popLast(), !anything {
                guard let entry = own[next] else { continue }
                anything = entry.dynamic
                all.formUnion(entry.names)
                for use in entry.uses where reached.insert(use).inserted { pending.append(use) }
            }
            names[name] = anything ? nil : all
        }
    }

    /// Whether pages of `template` may show `name` (a component of a context path).
    func reads(_ template: String, _ name: String) -> Bool {
        guard let known = names[template] else { return true }
        return known?.contains(name) ?? true
    }
}
