// Copying with one click, one shared file; pages carry only the marks (`data-copy`, or
// `data-copy="text"` when the element's text is not what is copied).
// - A marked value that is not a link (a hex, a line of code, a name) becomes the control
//   itself: in the tab order, a button to assistive technology ("Copy #0060df"), with a hint on
//   hover and focus. A click, Enter or Space copies it.
// - A swatch beside a marked hex copies that hex when clicked.
// - A marked link (a token's name that opens its page) gets one small "Copy" button after it:
//   at most one visible copy control per row.
// - Each code block of a guide gets a "Copy" button in its corner.
// Each copy is confirmed with "Copied" on the control and in a visible role="status" line.
// Without JavaScript nothing changes and the text stays selectable. navigator.clipboard needs a
// secure context (https, localhost, file://) and may refuse; then a hidden textarea and
// document.execCommand('copy') do it.
(function () {
  "use strict";
  var status = null;
  var hideTimer = 0;
  var SCOPES = ".value, .theme-value, .theme-grid li, .palette-detail";
  var SWATCHES = ".swatch, .detail-chip";

  function announce(message) {
    if (!status) {
      status = document.createElement("p");
      status.className = "copy-status";
      status.setAttribute("role", "status");
      status.setAttribute("aria-live", "polite");
      document.body.appendChild(status);
    }
    status.textContent = message;
    status.classList.add("is-shown");
    clearTimeout(hideTimer);
    hideTimer = setTimeout(function () {
      status.classList.remove("is-shown");
      status.textContent = "";
    }, 2500);
  }

  function copyWithTextarea(text) {
    var area = document.createElement("textarea");
    var focused = document.activeElement;
    area.value = text;
    area.setAttribute("readonly", "");
    area.setAttribute("aria-hidden", "true");
    area.style.cssText = "position:fixed;top:0;left:-9999px;opacity:0";
    document.body.appendChild(area);
    area.select();
    var copied = false;
    try {
      copied = document.execCommand("copy");
    } catch (error) {
      copied = false;
    }
    document.body.removeChild(area);
    if (focused && focused.focus) focused.focus();
    return copied;
  }

  function copy(text) {
    if (navigator.clipboard && navigator.clipboard.writeText && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(
        function () { return true; },
        function () { return copyWithTextarea(text); });
    }
    return Promise.resolve(copyWithTextarea(text));
  }

  // Copies the text of `control` (a marked value or a copy button) and says so.
  function press(control) {
    var text = control.getAttribute("data-copy-text");
    var button = control.tagName === "BUTTON";
    copy(text).then(function (copied) {
      if (button) control.textContent = copied ? "Copied" : "Select and copy";
      control.classList.toggle("is-copied", copied);
      var what = control.getAttribute("data-copy-what") || text;
      announce(copied ? "Copied " + what : "Could not copy " + what + "; select it and press Ctrl+C or ⌘C");
      clearTimeout(control.copyTimer);
      control.copyTimer = setTimeout(function () {
        if (button) control.textContent = "Copy";
        control.classList.remove("is-copied");
      }, 1500);
    });
  }

  function button(text, label, what) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "copy-button";
    b.textContent = "Copy";
    b.setAttribute("aria-label", label);
    b.setAttribute("data-copy-text", text);
    if (what) b.setAttribute("data-copy-what", what);
    return b;
  }

  function prepare() {
    var marked = document.querySelectorAll("[data-copy]");
    for (var i = 0; i < marked.length; i++) {
      var element = marked[i];
      var text = element.getAttribute("data-copy") || element.textContent.trim();
      if (!text) continue;
      if (element.closest("a")) {
        element.insertAdjacentElement("afterend", button(text, "Copy " + text));
        continue;
      }
      element.setAttribute("role", "button");
      element.setAttribute("tabindex", "0");
      element.setAttribute("aria-label", "Copy " + text);
      element.setAttribute("data-copy-text", text);
      var scope = element.classList.contains("hex") && element.closest(SCOPES);
      if (scope && !scope.classList.contains("copy-scope")) scope.classList.add("copy-scope");
    }
    var blocks = document.querySelectorAll(".guide-body pre, .rule-text pre");
    for (var j = 0; j < blocks.length; j++) {
      var pre = blocks[j];
      var code = pre.textContent.replace(/\n$/, "");
      if (!code.trim()) continue;
      var wrap = document.createElement("div");
      wrap.className = "copy-block";
      pre.parentNode.insertBefore(wrap, pre);
      wrap.appendChild(pre);
      var first = code.split("\n")[0].trim();
      wrap.appendChild(button(code, "Copy code: " + (first.length > 40 ? first.slice(0, 40) + "…" : first), "the code block"));
    }
  }

  // The control a click or key on `target` copies with, if any.
  function controlOf(target) {
    if (!target.closest) return null;
    var control = target.closest("button.copy-button, [data-copy][role='button']");
    if (control) return control;
    var swatch = target.closest(SWATCHES);
    var scope = swatch && swatch.closest(".copy-scope");
    return scope ? scope.querySelector(".hex[data-copy][role='button']") : null;
  }

  document.addEventListener("click", function (event) {
    var control = controlOf(event.target);
    if (control) press(control);
  });
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (!target.matches || !target.matches("[data-copy][role='button']")) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      press(target);
    }
  });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", prepare);
  } else {
    prepare();
  }
})();
