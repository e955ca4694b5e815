// Narrows the tokens table as you type. Without JavaScript every row stays visible.
(function () {
  "use strict";
  var input = document.getElementById("token-filter");
  if (!input) return;
  var table = document.getElementById(input.getAttribute("data-filter-target"));
  var empty = document.getElementById("token-filter-empty");
  var rows = Array.prototype.slice.call(table.querySelectorAll("tr.token-row"));
  var groups = Array.prototype.slice.call(table.querySelectorAll("tbody.category"));
  function apply() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    rows.forEach(function (row) {
      var text = row.getAttribute("data-search");
      var match = words.every(function (w) { return text.indexOf(w) !== -1; });
      row.hidden = !match;
      if (match) shown++;
    });
    groups.forEach(function (group) {
      group.hidden = !group.querySelector("tr.token-row:not([hidden])");
    });
    empty.hidden = shown !== 0;
  }
  input.addEventListener("input", apply);
  var q = new URLSearchParams(window.location.search).get("filter");
  if (q) { input.value = q; }
  apply();
})();
