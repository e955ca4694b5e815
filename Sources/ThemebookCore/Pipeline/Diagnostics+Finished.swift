extension Diagnostics {
    /// The diagnostics as a command reports them: each rule at the level the site config gives
    /// it (a rule that is off is dropped, or kept as a note with `keepingOff`: `check --all`),
    /// warnings made errors with `warningsAsErrors`, sorted.
    func finished(warningsAsErrors: Bool, keepingOff: Bool = false) -> [Diagnostic] {
        var diagnostics = self
        diagnostics.applyLevels(keepingOff: keepingOff)
        if warningsAsErrors { diagnostics.promoteWarnings() }
        return diagnostics.sorted
    }

    /// Whether they fail a command as things stand, at the levels they will be reported at.
    func fails(warningsAsErrors: Bool) -> Bool {
        var leveled = self
        leveled.applyLevels()
        return leveled.hasErrors || (warningsAsErrors && leveled.warningCount > 0)
    }
}
