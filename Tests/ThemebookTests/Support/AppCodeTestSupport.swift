import Foundation
import Testing
@testable import ThemebookCore

/// The `app-code` fixture: a small catalogue whose site config reads `App/`, a folder of Swift
/// and XML written to hold every spelling of a read, and look-alikes in comments, strings and
/// unrelated types that must not count (`Fixtures/app-code/App`).
enum AppCodeFixture {
    static let folder = Repo.path("Tests/ThemebookTests/Fixtures/app-code")
    static let content = folder + "/content"

    /// `check` of the fixture, every file of the site kept in memory.
    static func check(content: String = content) -> Build.Result {
        var options = Build.Options()
        options.content = content
        options.templates = Repo.path("templates")
        options.mode = .memory
        return Build.run(options)
    }

    /// `path:line:column` of each use.
    static func places(_ uses: [AppCodeReport.Use], _ report: AppCodeReport) -> [String] {
        uses.map { "\(report.files[$0.file]):\($0.line):\($0.column)" }
    }
}
