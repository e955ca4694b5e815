import Foundation

/// The GitHub Actions workflow `themebook init --ci github` writes into the app's repository
/// (`.github/workflows/themebook.yml`): on a pull request, `check` with annotations and one
/// comment, updated on every push, with the catalogue's changes against the base branch; on the
/// default branch, the site built and published to GitHub Pages.
///
/// Run scripts take every value from `env:`, never from `${{ }}` inside the script (no script
/// injection from a branch name), and the file passes actionlint with shellcheck.
enum CIWorkflow {
    static let path = ".github/workflows/themebook.yml"
    /// Starts the pull-request comment, so the next run finds and updates it instead of adding one.
    static let marker = "<!-- themebook-diff -->"

    struct Settings: Equatable {
        /// The content folder, relative to `workingDirectory`.
        var content = "content"
        /// Where themebook runs, relative to the repository's root; nil at the root.
        var workingDirectory: String?
        /// The branch whose pushes publish the site.
        var branch = "main"
        /// `owner/name@ref` of the action that installs themebook.
        var action = CIWorkflow.defaultAction
    }

    /// This repository's action at this binary's release tag (`main` for a development build).
    static var defaultAction: String {
        "\(ReleaseInfo.repository)@" + (ReleaseInfo.commit == nil ? "main" : "v\(ReleaseInfo.version)")
    }

    static func github(_ settings: Settings) -> String {
        let content = settings.content == "content" ? "" : " --content \(shellWord(settings.content))"
        let defaults = settings.workingDirectory.map {
            "\ndefaults:\n  run:\n    working-directory: \(yamlString($0))\n"
        } ?? ""
        return """
            # Written by `themebook init --ci github` (themebook \(ReleaseInfo.version)); edit freely.
            # Pull requests: `themebook check` annotates the changed files, and one comment, updated on
            # every push, lists what changed in the colour catalogue against the base branch.
            # \(settings.branch): the site is built and published to GitHub Pages (in the repository's
            # Settings → Pages, set the source to "GitHub Actions").
            name: themebook

            on:
              pull_request:
              push:
                branches: [\(yamlString(settings.branch))]
              workflow_dispatch:

            permissions:
              contents: read
            \(defaults)
            jobs:
              check:
                if: github.event_name == 'pull_request'
                runs-on: ubuntu-latest
                permissions:
                  contents: read
                  pull-requests: write
                concurrency:
                  group: themebook-check-${{ github.event.pull_request.number }}
                  cancel-in-progress: true
                steps:
                  - uses: actions/checkout@v5
                    with:
                      # `diff --against` reads the base branch's catalogue with git.
                      fetch-depth: 0
                  - uses: \(settings.action)
                  - name: Check the catalogue
                    run: themebook check\(content) --diagnostics github
                  - name: Compare with the base branch
                    if: ${{ !cancelled() }}
                    env:
                      BASE_REF: ${{ github.base_ref }}
                    run: |
                      report="$RUNNER_TEMP/themebook-diff.md"
                      if ! themebook diff --against "origin/$BASE_REF"\(content) --format markdown --diagnostics text \\
                        > "$report" 2> "$RUNNER_TEMP/themebook-diff.err"; then
                        {
                          echo "### Theme changes"
                          echo
                          echo "themebook could not compare this branch with \\`$BASE_REF\\`:"
                          echo
                          echo '```'
                          cat "$RUNNER_TEMP/themebook-diff.err"
                          echo '```'
                        } > "$report"
                      fi
                      cat "$report" >> "$GITHUB_STEP_SUMMARY"
                  - name: Comment on the pull request
                    # A fork's pull request gets a read-only token: the summary above still has the diff.
                    if: ${{ !cancelled() && github.event.pull_request.head.repo.full_name == github.repository }}
                    env:
                      GH_TOKEN: ${{ github.token }}
                      PR_NUMBER: ${{ github.event.pull_request.number }}
                    run: |
                      marker='\(marker)'
                      body="$RUNNER_TEMP/themebook-comment.md"
                      { echo "$marker"; cat "$RUNNER_TEMP/themebook-diff.md"; } > "$body"
                      comments="repos/$GITHUB_REPOSITORY/issues/$PR_NUMBER/comments"
                      # The comment this workflow wrote before: the bot's, starting with the marker.
                      ids=$(gh api --paginate "$comments" \\
                        --jq ".[] | select(.user.login == \\"github-actions[bot]\\" and (.body | startswith(\\"$marker\\"))) | .id")
                      id="${ids%%$'\\n'*}"
                      if [ -n "$id" ]; then
                        gh api --method PATCH "repos/$GITHUB_REPOSITORY/issues/comments/$id" -F "body=@$body" > /dev/null
                      else
                        gh api --method POST "$comments" -F "body=@$body" > /dev/null
                      fi

              publish:
                if: github.event_name != 'pull_request' && github.ref_name == github.event.repository.default_branch
                runs-on: ubuntu-latest
                permissions:
                  contents: read
                  pages: write
                  id-token: write
                # One deployment at a time, and none cancelled half-way.
                concurrency:
                  group: pages
                  cancel-in-progress: false
                environment:
                  name: github-pages
                  url: ${{ steps.deployment.outputs.page_url }}
                steps:
                  - uses: actions/checkout@v5
                  - uses: \(settings.action)
                  - name: Build the site
                    run: themebook build\(content) --output "$RUNNER_TEMP/themebook-site" --diagnostics github
                  - uses: actions/upload-pages-artifact@v4
                    with:
                      path: ${{ runner.temp }}/themebook-site
                  - id: deployment
                    uses: actions/deploy-pages@v5

            """
    }

    /// The workflow for a content folder named as the user named it, from the working folder:
    /// where the file goes (relative to the working folder) and the settings it is written with.
    /// The workflow belongs at the root of the git repository holding the working folder, and
    /// runs themebook in the working folder.
    static func plan(content: String, workingFolder: String) -> (path: String, settings: Settings) {
        let here = URL(fileURLWithPath: workingFolder).standardizedFileURL.path
        var settings = Settings()
        settings.content = Converter.relativePath(from: here, to: URL(fileURLWithPath: content, relativeTo: URL(fileURLWithPath: here + "/")).path)
        guard let root = repositoryRoot(above: here) else { return (path, settings) }
        let inside = Converter.relativePath(from: root, to: here)
        settings.workingDirectory = inside == "." ? nil : inside
        settings.branch = defaultBranch(gitFolder: root + "/.git") ?? "main"
        return (Converter.relativePath(from: here, to: root + "/" + path), settings)
    }

    /// The nearest folder at or above `folder` holding `.git` (a folder, or a worktree's file).
    static func repositoryRoot(above folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<256 {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }

    /// The remote's default branch (`origin/HEAD`), else the branch checked out; nil when
    /// neither can be read (a worktree's `.git` is a file: the caller falls back to `main`).
    static func defaultBranch(gitFolder: String) -> String? {
        for (file, prefix) in [("refs/remotes/origin/HEAD", "ref: refs/remotes/origin/"), ("HEAD", "ref: refs/heads/")] {
            guard let data = FileManager.default.contents(atPath: gitFolder + "/" + file) else { continue }
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix(prefix), text.count > prefix.count, text.count < 256 { return String(text.dropFirst(prefix.count)) }
        }
        return nil
    }

    /// A word the shell reads as itself: bare when it is plain, else single-quoted.
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "/._-".unicodeScalars.contains($0)
        }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A YAML scalar that stays a string: plain when it is safe, else double-quoted JSON-style.
    static func yamlString(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "/._-".unicodeScalars.contains($0)
        } && !text.hasPrefix("-") && !text.hasPrefix(".")
        return plain ? text : String(OrderedJSON.string(text).serialized().dropLast())
    }
}
