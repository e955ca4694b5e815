// Copy buttons: after every element marked `data-copy`, a button that copies its text (the
// attribute's value, or else the element's own text) with one click or Enter. One shared file;
// pages carry only the marks. Without JavaScript there are no buttons and the text stays
// selectable. navigator.clipboard needs a secure context (https, localhost, file://) and may
// refuse; then a hidden textarea and document.execCommand('copy') do it.
(function () {
  "use strict";
  var status = null;
  var hideTimer = 0;

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

  function press(button) {
    var text = button.getAttribute("data-copy-text");
    copy(text).then(function (copied) {
      button.textContent = copied ? "Copied" : "Select and copy";
      button.classList.toggle("is-copied", copied);
      announce(copied ? "Copied " + text : "Could not copy " + text + "; select it and press Ctrl+C or ⌘C");
      clearTimeout(button.copyTimer);
      button.copyTimer = setTimeout(function () {
        button.textContent = "Copy";
        button.classList.remove("is-copied");
      }, 1500);
    });
  }

  function addButtons() {
    var marked = document.querySelectorAll("[data-copy]");
    for (var i = 0; i < marked.length; i++) {
      var element = marked[i];
      var text = element.getAttribute("data-copy") || element.textContent.trim();
      if (!text) continue;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy " + text);
      button.setAttribute("data-copy-text", text);
      element.insertAdjacentElement("afterend", button);
    }
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.copy-button") : null;
    if (button) press(button);
  });
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", addButtons);
  } else {
    addButtons();
  }
})();
