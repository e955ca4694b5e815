// The sticky header's height as the CSS variable --header, which anchors and the tokens table's
// sticky head row sit below: the header wraps onto more lines when its links do not fit on one.
// Without JavaScript the stylesheet's value stands.
(function () {
  "use strict";
  var header = document.querySelector(".site-header");
  if (!header || !window.ResizeObserver) return;
  var root = document.documentElement;
  new ResizeObserver(function () {
    var height = header.getBoundingClientRect().height;
    if (height > 0) root.style.setProperty("--header", Math.ceil(height) + "px");
  }).observe(header);
})();
