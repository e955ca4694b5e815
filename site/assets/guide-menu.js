// The guide menu: written once for the whole site (guide-menu.js) instead of into every page,
// so a page's size does not grow with the number of guides. Inserted here into each page's
// aside, links made relative to the page, the current guide marked. Without JavaScript the
// aside links to guides.html, which lists every guide.
(function () {
  var html = window.THEMEBOOK_GUIDE_MENU;
  if (typeof html !== "string") return;
  var asides = document.querySelectorAll("aside.guide-nav");
  for (var i = 0; i < asides.length; i++) {
    var aside = asides[i];
    var slot = aside.querySelector("[data-guide-menu]");
    if (!slot) continue;
    var root = aside.getAttribute("data-root") || "";
    slot.innerHTML = html;
    var here = location.href.split("#")[0];
    var links = slot.querySelectorAll("a[href]");
    for (var j = 0; j < links.length; j++) {
      var link = links[j];
      var href = link.getAttribute("href");
      if (!/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(href)) link.setAttribute("href", root + href);
      if (link.href.split("#")[0] === here) link.setAttribute("aria-current", "page");
    }
  }
})();
