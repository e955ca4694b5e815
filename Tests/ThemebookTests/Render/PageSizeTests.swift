import Foundation
import Testing
@testable import ThemebookCore

@Suite("Page size does not grow with the number of guides")
struct PageSizeTests {
    func build(_ guides: Int) throws -> [String: [UInt8]] {
        let site = try TempSite(GeneratedGuides.files(guides))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.succeeded, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        return result.files
    }

    @Test("bytes per page at 40 and 400 guides are within 10%; a guide page is the same size at both")
    func boundedPageSize() throws {
        let small = try build(40), large = try build(400)
        func perPage(_ files: [String: [UInt8]]) -> Double {
            let pages = files.filter { $0.key.hasSuffix(".html") }
            // The stylesheet and scripts are the same for any number of pages: left out, they
            // would make pages look smaller the more there are.
            let perSite = files.filter { !$0.key.hasPrefix("assets/") }
            return Double(perSite.values.reduce(0) { $0 + $1.count }) / Double(pages.count)
        }
        let ratio = perPage(large) / perPage(small)
        #expect(ratio > 0.9 && ratio < 1.1, "bytes per page grew by \(ratio)×")
        // The same guide page differs only by its "of N" count.
        let a = try #require(small["guides/page-7.html"]), b = try #require(large["guides/page-7.html"])
        #expect(abs(a.count - b.count) <= 2, "\(a.count) vs \(b.count) bytes")
        // Pages that list no guides do not change at all.
        #expect(small["palette.html"].map { String(decoding: $0, as: UTF8.self) }?.replacingOccurrences(of: "40", with: "400")
                == large["palette.html"].map { String(decoding: $0, as: UTF8.self) })
    }
}
