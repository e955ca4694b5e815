// The tokens page in another order: every token by how often the app's code reads it, fewest
// first, or the unused ones alone. Without JavaScript the page keeps its categories, and the
// In code page lists the tokens by use.
(function () {
  "use strict";
  var controls = document.querySelector("[data-uses-controls]");
  var table = document.getElementById("token-table");
  if (!controls || !table) return;
  var select = document.getElementById("uses-order");
  var rows = Array.prototype.slice.call(table.querySelectorAll("tr.token-row"));
  var homes = rows.map(function (row) { return row.parentNode; });
  var groups = Array.prototype.slice.call(table.querySelectorAll("tbody.category"));
  var sorted = document.createElement("tbody");
  sorted.className = "uses-sorted";
  table.appendChild(sorted);
  function uses(row) { return parseInt(row.getAttribute("data-uses") || "0", 10); }
  function apply() {
    var mode = select.value;
    if (mode === "category") {
      rows.forEach(function (row, index) { homes[index].appendChild(row); });
      groups.forEach(function (group) { group.hidden = !group.querySelector("tr.token-row:not([hidden])"); });
    } else {
      var order = rows.map(function (row, index) { return index; });
      order.sort(function (a, b) { return uses(rows[a]) - uses(rows[b]) || a - b; });
      order.forEach(function (index) { sorted.appendChild(rows[index]); });
      groups.forEach(function (group) { group.hidden = true; });
    }
    table.classList.toggle("only-unused", mode === "unused");
  }
  select.addEventListener("change", apply);
  controls.hidden = false;
})();
