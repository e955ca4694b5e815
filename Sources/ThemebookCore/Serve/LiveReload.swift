/// What `themebook serve` adds to the pages it serves, and nothing else does: a small script
/// that listens for the site to change and reloads the page, and, while the content has errors,
/// an overlay listing them above the last good page. It is added to each HTML response as it
/// is sent, so the site built in memory — and every normal build — holds none of it.
enum LiveReload {
    /// Every path the server reserves for itself starts with this; no site file lives under it
    /// (site files at the root are pages and `assets/`, `guides/`, `tokens/`…).
    static let prefix = "/__themebook/"
    static let scriptPath = prefix + "live.js"
    /// The shared worker that holds one event stream for all of a site's open pages.
    static let workerPath = prefix + "live-worker.js"
    /// `GET /__themebook/events`: a server-sent event stream, one `data: VERSION` event on
    /// opening and one whenever the version moves (`LiveReloadHub`).
    static let eventsPath = prefix + "events"

    /// Adds the overlay (when there are problems) and the script before the page's last
    /// `</body>`, or at its end when it has none.
    static func inject(into html: [UInt8], version: String, problems: String?) -> [UInt8] {
        var snippet = ""
        if let problems { snippet += overlay(problems) }
        snippet += "<script src=\"\(scriptPath)\" data-version=\"\(mustacheEscapeHTML(version))\"></script>\n"
        let insertAt = lastBodyClose(in: html) ?? html.count
        var out = html
        out.insert(contentsOf: Array(snippet.utf8), at: insertAt)
        return out
    }

    /// The index of the last `</body` (any letter case).
    static func lastBodyClose(in html: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard html.count >= needle.count else { return nil }
        var i = html.count - needle.count
        while i >= 0 {
            var match = true
            for (k, byte) in needle.enumerated() where html[i + k] | 0x20 != byte | 0x20 {
                match = false
                break
            }
            if match { return i }
            i -= 1
        }
        return nil
    }

    /// The overlay: fixed over the top of the page, styled inline so no site stylesheet is
    /// needed (or can hide it), closable with its button.
    static func overlay(_ problems: String) -> String {
        """
        <div id="themebook-overlay" role="alert" style="position:fixed;left:0;right:0;top:0;max-height:70vh;overflow:auto;\
        z-index:2147483647;margin:0;padding:12px 16px;background:#2b1111;color:#fdeaea;border-bottom:4px solid #e5484d;\
        font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:left">\
        <button type="button" data-themebook-dismiss style="float:right;font:inherit;cursor:pointer">Close</button>\
        <strong>themebook: the content has errors. This page is the last version that built; \
        save a fix and it reloads.</strong>\
        <pre style="white-space:pre-wrap;margin:8px 0 0;font:inherit;color:inherit;background:none">\(mustacheEscapeHTML(problems))</pre></div>

        """
    }

    /// A page for a path the site does not have (also carries the script, so it reloads when
    /// the page appears).
    static func notFoundPage(_ path: String) -> [UInt8] {
        page(title: "Not found", body: "<p>The site has no page <code>\(mustacheEscapeHTML(path))</code>.</p>\n<p><a href=\"/\">Home</a></p>")
    }

    /// What every path shows until the first build without errors.
    static func noSiteYetPage() -> [UInt8] {
        page(title: "No site yet", body: "<p>The content has errors, so there is no site to show yet. Fix them and save; this page reloads.</p>")
    }

    private static func page(title: String, body: String) -> [UInt8] {
        Array("""
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>\(title) · themebook serve</title></head>
            <body style="font:16px/1.5 system-ui,sans-serif;margin:2em">
            <h1>\(title)</h1>
            \(body)
            </body>
            </html>

            """.utf8)
    }

    /// The script: compares every version it hears with its page's and reloads when they
    /// differ. The versions come from one event stream shared by all of the site's tabs (a
    /// shared worker), so open pages never use up the browser's six connections per host;
    /// where there is no shared worker, from a stream of its own. `EventSource` reconnects by
    /// itself while the server is down (a restart reloads the page too).
    static let script = """
        // Added by `themebook serve` only: reloads the page when the site changes.
        (function () {
          var me = document.currentScript;
          var version = me ? me.getAttribute("data-version") : "";
          var overlay = document.getElementById("themebook-overlay");
          var close = overlay && overlay.querySelector("[data-themebook-dismiss]");
          if (close) close.addEventListener("click", function () { overlay.remove(); });
          function check(now) { if (now && now !== version) location.reload(); }
          addEventListener("pageshow", function (e) { if (e.persisted) location.reload(); });
          if (window.SharedWorker) {
            try {
              var worker = new SharedWorker("\(workerPath)", { name: "themebook-live" });
              worker.port.onmessage = function (e) { check(e.data); };
              worker.port.start();
              addEventListener("pagehide", function () { worker.port.postMessage("bye"); });
              return;
            } catch (e) {}
          }
          new EventSource("\(eventsPath)").onmessage = function (e) { check(e.data); };
        })();

        """

    /// The shared worker: one stream for every page of the site that is open, each told every
    /// version (and the last one as it connects).
    static let workerScript = """
        // Added by `themebook serve` only: one event stream for all open pages of the site.
        var ports = [];
        var last = "";
        new EventSource("\(eventsPath)").onmessage = function (e) {
          last = e.data;
          ports.forEach(function (port) { port.postMessage(last); });
        };
        onconnect = function (e) {
          var port = e.ports[0];
          ports.push(port);
          port.onmessage = function (m) {
            if (m.data === "bye") ports = ports.filter(function (p) { return p !== port; });
          };
          if (last) port.postMessage(last);
        };

        """
}
