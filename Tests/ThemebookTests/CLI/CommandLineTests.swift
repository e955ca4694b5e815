import Foundation
import Testing

/// The command line as a user meets it: the built executable, its standard output, standard error
/// and exit status compared exactly.
@Suite("themebook command line")
struct CommandLineTests {
    static let buildUsage =
        "usage: themebook build [--content DIR] [--templates DIR] [--output DIR] [--diagnostics FORMAT] [--warnings-as-errors] [--allow-read DIR] [--changes-against REV] [--watch]\n"
    static let generalUsage = "usage: themebook <command> [options]; commands: build, check, serve, convert, init, diff; see 'themebook help'\n"

    static let buildHelp = """
        OVERVIEW: Load, check and render the catalogue into the output folder

        USAGE: themebook build [--content DIR] [--templates DIR] [--output DIR] [--diagnostics FORMAT] [--warnings-as-errors] [--allow-read DIR] [--changes-against REV] [--watch]

        OPTIONS:
          --content DIR           Content folder (default: content)
          --templates DIR         Override the built-in templates file by file (default: templates, if present)
          --output DIR            Output folder (default: site)
          --diagnostics FORMAT    text, github or json (default: text; github when GITHUB_ACTIONS=true)
          --warnings-as-errors    Fail on any warning
          --allow-read DIR        Also read inputs from DIR (else only inside the project); repeatable
          --changes-against REV   Add a Changes page: what changed since this git revision or content folder
          --watch                 Rebuild what changed whenever an input changes
          -h, --help              Show this help

        The output folder is replaced only when the build has no errors; a failed build leaves the
        previous site as it was.

        """

    /// Runs the executable in an empty folder and compares everything it printed.
    func expect(
        _ arguments: [String], status: Int32, out: String = "", err: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = try TempSite()
        defer { folder.remove() }
        let run = try Themebook.run(arguments, in: folder.folder)
        #expect(run.out == out, sourceLocation: sourceLocation)
        #expect(run.err == err, sourceLocation: sourceLocation)
        #expect(run.status == status, sourceLocation: sourceLocation)
    }

    @Test("--version prints one line naming the version and the commit, and exits 0")
    func version() throws {
        try expect(["--version"], status: 0, out: "themebook 0.5.0-dev (commit unknown: a development build)\n")
    }

    @Test("'help build', 'build --help' and 'build -h' all show build's own options")
    func commandHelp() throws {
        try expect(["help", "build"], status: 0, out: Self.buildHelp)
        try expect(["build", "--help"], status: 0, out: Self.buildHelp)
        try expect(["build", "--content", "x", "-h"], status: 0, out: Self.buildHelp)
    }

    @Test("check's help lists no --output; convert's marks --to as required")
    func otherHelps() throws {
        let check = try Themebook.run(["check", "--help"], in: Repo.root)
        #expect(check.out.contains("USAGE: themebook check [--content DIR] [--templates DIR] [--diagnostics FORMAT] [--warnings-as-errors] [--allow-read DIR] [--all]\n"))
        #expect(!check.out.contains("--output"))
        let convert = try Themebook.run(["help", "convert"], in: Repo.root)
        #expect(convert.out.contains("USAGE: themebook convert --to FORMAT [--content DIR] [--diagnostics FORMAT] [--allow-read DIR] DIR\n"))
    }

    @Test("the general help lists every command, one line each")
    func generalHelp() throws {
        let run = try Themebook.run(["--help"], in: Repo.root)
        #expect(run.status == 0)
        #expect(run.err == "")
        let commands = run.out.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("  -") }
        #expect(commands.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["build", "check", "serve", "convert", "init", "diff"])
        #expect(try Themebook.run(["help"], in: Repo.root).out == run.out)
    }

    @Test("a mistyped flag says 'did you mean' and one line of usage")
    func mistypedFlag() throws {
        try expect(
            ["build", "--outptu", "x"], status: 2,
            err: "themebook: error: unknown option '--outptu' for build; did you mean '--output'?\n" + Self.buildUsage)
        try expect(
            ["build", "--warnings-as-error"], status: 2,
            err: "themebook: error: unknown option '--warnings-as-error' for build; did you mean '--warnings-as-errors'?\n"
                + Self.buildUsage)
        try expect(["build", "--frobnicate"], status: 2, err: "themebook: error: unknown option '--frobnicate' for build\n" + Self.buildUsage)
    }

    @Test("an option of another command names that command")
    func optionOfAnotherCommand() throws {
        try expect(
            ["check", "--output", "x"], status: 2,
            err: "themebook: error: check has no option '--output'; it is an option of 'build'\n"
                + "usage: themebook check [--content DIR] [--templates DIR] [--diagnostics FORMAT] [--warnings-as-errors] [--allow-read DIR] [--all]\n")
    }

    @Test("a mistyped command says 'did you mean' and the general usage line")
    func mistypedCommand() throws {
        try expect(["biuld"], status: 2, err: "themebook: error: unknown command 'biuld'; did you mean 'build'?\n" + Self.generalUsage)
        try expect(["help", "chek"], status: 2, err: "themebook: error: unknown command 'chek'; did you mean 'check'?\n" + Self.generalUsage)
        try expect(["publish"], status: 2, err: "themebook: error: unknown command 'publish'\n" + Self.generalUsage)
        try expect(
            ["--content", "x", "build"], status: 2,
            err: "themebook: error: unknown option '--content'; a command comes first\n" + Self.generalUsage)
    }

    @Test("bad values and arguments are usage errors naming the command")
    func badValues() throws {
        try expect(
            ["build", "--diagnostics", "jsn"], status: 2,
            err: "themebook: error: --diagnostics must be text, github or json, not 'jsn'; did you mean 'json'?\n" + Self.buildUsage)
        try expect(["build", "--content"], status: 2, err: "themebook: error: --content needs a value: --content DIR\n" + Self.buildUsage)
        try expect(["build", "--output="], status: 2, err: "themebook: error: --output needs a folder name\n" + Self.buildUsage)
        try expect(["build", "extra"], status: 2, err: "themebook: error: unexpected argument 'extra'; build takes only options\n" + Self.buildUsage)
        try expect(
            ["build", "--warnings-as-errors=yes"], status: 2,
            err: "themebook: error: --warnings-as-errors takes no value\n" + Self.buildUsage)
        let convertUsage = "usage: themebook convert --to FORMAT [--content DIR] [--diagnostics FORMAT] [--allow-read DIR] DIR\n"
        try expect(["convert", "out"], status: 2, err: "themebook: error: convert needs --to dtcg\n" + convertUsage)
        try expect(["convert", "--to", "css", "out"], status: 2, err: "themebook: error: --to takes 'dtcg', not 'css'\n" + convertUsage)
        try expect(
            ["convert", "--to", "dtcg"], status: 2,
            err: "themebook: error: convert needs one output folder: convert --to dtcg DIR\n" + convertUsage)
    }

    @Test("--content=DIR is the same as --content DIR; the last of two wins")
    func equalsForm() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let templates = Repo.path("templates")
        let run = try Themebook.run(["check", "--content=nowhere", "--content=content", "--templates=\(templates)"], in: site.folder)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "")
        #expect(run.out.hasPrefix("Checked 4 colours, 3 tokens, 2 themes, 0 guides, 0 images in "))
    }
}
