// The images page's filter: words narrow the images to those whose names or code contain them,
// and "Differs by theme only" keeps the themed ones. Without JavaScript the filter stays hidden
// and every image is on the page. `images.html?filter=lock&themed=1` opens filtered.
(function () {
  "use strict";
  var box = document.querySelector("[data-image-filter]");
  if (!box) return;
  var input = document.getElementById("image-filter");
  var themed = document.getElementById("image-filter-themed");
  var count = document.getElementById("image-filter-count");
  var empty = document.getElementById("image-filter-empty");
  var cards = Array.prototype.slice.call(document.querySelectorAll(".image-card"));
  var groups = Array.prototype.slice.call(document.querySelectorAll("[data-image-group]"));
  function apply() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    cards.forEach(function (card) {
      var text = card.getAttribute("data-search") || "";
      var match = words.every(function (w) { return text.indexOf(w) !== -1; }) &&
        (!themed.checked || card.hasAttribute("data-differs"));
      card.hidden = !match;
      if (match) shown++;
    });
    groups.forEach(function (group) { group.hidden = !group.querySelector(".image-card:not([hidden])"); });
    empty.hidden = shown !== 0;
    count.textContent = shown === cards.length ? cards.length + " images" : shown + " of " + cards.length + " images";
  }
  var params = new URLSearchParams(window.location.search);
  if (params.get("filter")) input.value = params.get("filter");
  if (params.get("themed") === "1") themed.checked = true;
  input.addEventListener("input", apply);
  themed.addEventListener("change", apply);
  box.hidden = false;
  apply();
})();
