import Foundation

/// `themebook init [DIR]`: a content folder that builds at once, checked right after writing.
struct InitCommand: Command {
    static let name = "init"
    static let abstract = "Write a starter content folder (or a config reading your Swift files) that builds at once"
    static let arguments = "[DIR]"
    static let swift = CommandOption("--swift", .values("FILE"), "Read these Swift files instead of writing example tokens")
    static let app = CommandOption(
        "--app", .value("PATH"), "Find the theme of the app at PATH (iOS, Android or both) and read it in place; repeatable")
    static let title = CommandOption("--title", .value("TITLE"), "The site's title (default: the working folder's name + ' colours')")
    static let ci = CommandOption("--ci", .value("SERVICE"), "Also write a CI workflow that checks pull requests and publishes the site: github")
    static let options: [CommandOption] = [swift, app, title, ci, .diagnostics]
    static let discussion = """
        DIR is the content folder to write (default: content). Without --swift it gets a small
        palette, light and dark themes as DTCG token files, and a first guide; with --swift a
        themebook.json whose 'swift' section lists each file by the role it plays (palette, token
        protocol, themes, image identifiers). With --app it walks the app's repository (leaving out
        build products and dependencies), lists every asset catalogue holding colour sets under
        'colorSets', spelled as the app's code spells them, the Swift files of a theme protocol
        under 'swift', and an Android app's Compose theme or XML colours under 'android', and
        says what it read and what it left out; an iOS and an Android app make one site of two
        platforms. A file that exists is never replaced: it is skipped and named. Put DIR before
        --swift. --ci github also writes .github/workflows/themebook.yml at the root of the git
        repository: pull requests are checked with annotations and get one comment with the
        changes against the base branch; the default branch is published to GitHub Pages.
        """

    var folder = "content"
    var swiftFiles: [String]
    var apps: [String]
    var title: String
    var format: DiagnosticPrinter.Format
    /// `--ci github`: the CI service to write a workflow for.
    var ci: String?
    private let positional: [String]

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        format = try SiteArguments.format(parsed, environment: environment, command: Self.name)
        positional = parsed.positional
        if let folder = positional.first { self.folder = folder }
        swiftFiles = parsed.all(Self.swift)
        apps = parsed.all(Self.app)
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
        title = parsed.value(Self.title) ?? "\(here.isEmpty || here == "/" ? "App" : here) colours"
        ci = parsed.value(Self.ci)
    }

    func validate() throws(UsageError) {
        guard positional.count <= 1 else {
            throw UsageError("init takes one folder, not '\(positional[1])'; put DIR before --swift", command: Self.name)
        }
        guard !folder.isEmpty else { throw UsageError("init needs a folder name", command: Self.name) }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if URL(fileURLWithPath: folder).standardizedFileURL.path == here {
            throw UsageError("init writes a content folder beside the site it builds; name a subfolder such as 'docs'", command: Self.name)
        }
        if !apps.isEmpty, !swiftFiles.isEmpty {
            throw UsageError("--app finds the Swift files itself; give --app or --swift, not both", command: Self.name)
        }
        for file in swiftFiles where !file.hasSuffix(".swift") {
            throw UsageError("'\(file)' is not a Swift file; --swift takes .swift files (put DIR before --swift)", command: Self.name)
        }
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--title needs a title", command: Self.name) }
        if let ci, ci != "github" {
            let close = Suggestion.closest(to: ci, in: ["github"]).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("--ci must be github, not '\(ci)'\(close)", command: Self.name)
        }
    }

    func run(_ console: Console) -> Int32 {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            console.stderr("themebook: error: '\(folder)' exists and is not a folder\n")
            return 1
        }
        var report: [String] = []
        var plan: SiteInitializer.Plan
        if apps.isEmpty {
            plan = SiteInitializer.plan(folder: folder, title: title, swift: swiftFiles)
        } else {
            (plan, report) = SiteInitializer.plan(folder: folder, title: title, apps: apps)
        }
        let outcome = plan.diagnostics.hasErrors
            ? SiteInitializer.Outcome(diagnostics: plan.diagnostics) : SiteInitializer.write(plan, into: folder)
        // What was read and left out helps most when nothing could be written.
        if outcome.diagnostics.hasErrors { for line in report { console.stdout(line + "\n") } }
        guard BuildReport.report(
            outcome.diagnostics.sorted, format: format, scope: ReadScope(folders: [folder]), command: Self.name, console: console) else { return 1 }
        for path in outcome.written { console.stdout("created \(path)\n") }
        for path in outcome.skipped { console.stdout("skipped \(path): it exists\n") }
        for line in report { console.stdout(line + "\n") }
        // Prove it builds: every check, nothing written.
        var options = Build.Options()
        options.content = folder
        options.mode = .check()
        // An app outside the content's project (the docs in a repository of their own) is read
        // only with --allow-read, which no config can grant: said, and passed to the check.
        options.allowRead = outsideProject()
        if !options.allowRead.isEmpty {
            console.stdout("\(options.allowRead.joined(separator: ", ")) lies outside this project: every command that reads it needs \(allowReadArguments(options.allowRead).dropFirst())\n")
        }
        guard BuildReport.run(options, format: format, console: console) == 0 else { return 1 }
        if ci != nil, !writeWorkflow(console) { return 1 }
        let content = (folder == "content" ? "" : " --content \(folder)") + allowReadArguments(options.allowRead)
        console.stdout("Next: themebook build\(content)   (writes site/; 'themebook check\(content)' in CI)\n")
        return 0
    }

    /// The apps and Swift files named on the command line that lie outside the content
    /// folder's project, as named (an app's folder; a Swift file's folder).
    private func outsideProject() -> [String] {
        let scope = ReadScope(folders: [folder])
        var outside: [String] = []
        for input in apps + swiftFiles.map({ ($0 as NSString).deletingLastPathComponent }) {
            let named = input.isEmpty ? "." : input
            let absolute = ReadScope.absolute(named, in: FileManager.default.currentDirectoryPath)
            guard let real = ReadScope.realPath(absolute), !scope.contains(real: real), !outside.contains(named) else { continue }
            outside.append(named)
        }
        return outside
    }

    private func allowReadArguments(_ folders: [String]) -> String {
        folders.map { " --allow-read \(Self.shellWord($0))" }.joined()
    }

    /// A path as a shell word: quoted when it holds anything but plain path characters.
    static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+,@=:".unicodeScalars.contains($0) }
        return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `--ci github`: the workflow at the repository's root, never replacing one that exists.
    private func writeWorkflow(_ console: Console) -> Bool {
        let here = FileManager.default.currentDirectoryPath
        let (path, settings) = CIWorkflow.plan(content: folder, workingFolder: here)
        let plan = SiteInitializer.Plan(files: [(path, CIWorkflow.github(settings))])
        let outcome = SiteInitializer.write(plan, into: ".")
        guard BuildReport.report(outcome.diagnostics.sorted, format: format, scope: ReadScope(folders: ["."]), command: Self.name, console: console)
        else { return false }
        for path in outcome.written { console.stdout("created \(path)\n") }
        for path in outcome.skipped { console.stdout("skipped \(path): it exists\n") }
        return true
    }
}
