// The palette page: the chip whose colour's detail is open (the address's target) is marked
// aria-current, so the ramp shows which colour the detail below it is about. Without JavaScript
// the detail still opens (CSS :target); only the mark is missing.
(function () {
  "use strict";
  function mark() {
    var chips = document.querySelectorAll(".ramp .chip");
    for (var i = 0; i < chips.length; i++) {
      if (chips[i].getAttribute("href") === window.location.hash) chips[i].setAttribute("aria-current", "true");
      else chips[i].removeAttribute("aria-current");
    }
  }
  window.addEventListener("hashchange", mark);
  mark();
})();
