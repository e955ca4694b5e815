import Foundation
import Testing
@testable import ThemebookCore

/// `docs/reference/config.md` lists exactly the site config keys the loader reads.
@Suite("Site config reference")
struct ConfigReferenceTests {
    /// The first cells of the page's table rows that name a key: `| \`swift.palette\` | …`.
    static func keys() throws -> [String] {
        let page = try String(contentsOfFile: Repo.path("docs/reference/config.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"(?m)^\| `([$A-Za-z.]+)` \|"#)
        return pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).map {
            (page as NSString).substring(with: $0.range(at: 1))
        }
    }

    @Test("the page's key table lists every top-level key the loader reads, once")
    func topLevel() throws {
        let keys = try Self.keys().filter { !$0.contains(".") }
        #expect(keys.count == Set(keys).count, "a key is listed twice")
        #expect(Set(keys) == ConfigLoader.knownKeys)
    }

    @Test("the page lists every key of the android section")
    func androidKeys() throws {
        let keys = try Self.keys().filter { $0.hasPrefix("android.") }.map { String($0.dropFirst("android.".count)) }
        #expect(keys.count == Set(keys).count)
        #expect(Set(keys) == AndroidSourceConfig.knownKeys)
    }

    @Test("the page lists every key of a platform's object")
    func platformKeys() throws {
        let page = try String(contentsOfFile: Repo.path("docs/reference/config.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"`platforms\.ID\.([A-Za-z]+)`"#)
        let keys = pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).map {
            (page as NSString).substring(with: $0.range(at: 1))
        }
        #expect(Set(keys) == ConfigLoader.platformKeys)
    }

    @Test("the page lists every key of the swift section")
    func swiftKeys() throws {
        let keys = try Self.keys().filter { $0.hasPrefix("swift.") }.map { String($0.dropFirst("swift.".count)) }
        #expect(Set(keys) == SwiftSourceSettings.knownKeys)
    }
}

extension ConfigReferenceTests {
    @Test("the page lists every key of the appCode section")
    func appCodeKeys() throws {
        let keys = try Self.keys().filter { $0.hasPrefix("appCode.") }.map { String($0.dropFirst("appCode.".count)) }
        #expect(Set(keys) == AppCodeConfig.knownKeys)
    }
}
