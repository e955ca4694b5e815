import Synchronization

/// The guides' content one page reads while it renders, from the build's `GuideStore`. A read
/// made while the page's context is made throws at once; a read inside a list made item by item
/// as the page renders (the Rules page reads each guide's rules as it reaches it), where nothing
/// can throw, gives an empty item and is kept here, and the page's `SiteRenderer.write` throws
/// it before the page is closed: either way the page fails with `write-failed`, no sink keeps
/// it, and the build writes nothing.
final class PageReads: Sendable {
    let store: GuideStore
    private let failure = Mutex<SiteWriter.Failure?>(nil)

    init(_ store: GuideStore) { self.store = store }

    /// The body, sections and rules of `guide`.
    func content(of guide: Guide) throws(SiteWriter.Failure) -> GuideContent {
        try store.content(of: guide)
    }

    /// The sections and rules of `guide`, for a list made item by item; nil, kept for `check()`,
    /// when they could not be read.
    func outline(of guide: Guide) -> (sections: [GuideSection], rules: [Rule])? {
        do {
            return try store.outline(of: guide)
        } catch {
            failure.withLock { if $0 == nil { $0 = error } }
            return nil
        }
    }

    /// Throws the first read that failed while the page rendered.
    func check() throws(SiteWriter.Failure) {
        if let failure = failure.withLock({ $0 }) { throw failure }
    }
}
