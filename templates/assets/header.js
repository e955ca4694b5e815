// The header: its height as the CSS variable --header, which anchors and the tokens table's
// sticky head row sit below (the header wraps onto more lines when its links do not fit on one;
// without JavaScript the stylesheet's value stands), and Escape closing the phone menu, the focus
// back on its button.
(function () {
  "use strict";
  var header = document.querySelector(".site-header");
  if (!header) return;
  var root = document.documentElement;
  if (window.ResizeObserver) {
    new ResizeObserver(function () {
      var height = header.getBoundingClientRect().height;
      if (height > 0) root.style.setProperty("--header", Math.ceil(height) + "px");
    }).observe(header);
  }
  var menu = header.querySelector("details.site-menu");
  if (!menu) return;
  menu.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    var summary = menu.querySelector("summary");
    if (summary) summary.focus();
  });
})();
