// Practice hands: each play swaps the hand in place (hx-boost), and the keyboard focus would be lost
// with the button pressed. Put it on the next useful control: a card the rules allow, else the first
// choice of a declaration or a bet, else the first card to pass, else "Deal a new hand" at the end.
(function () {
  "use strict";
  var NEXT = [
    ".play-form .card-button:not(.dimmed)",
    ".play-form .card-button",
    ".declare-form button",
    ".pass-form input[type=checkbox]",
    ".docena-form button:not(.dimmed)",
    ".practice-count .button",
    "a.button"
  ];
  document.addEventListener("htmx:afterSettle", function (event) {
    var area = document.getElementById("practice");
    if (!area || !event.detail.target || event.detail.target.id !== "practice") { return; }
    for (var i = 0; i < NEXT.length; i++) {
      var control = area.querySelector(NEXT[i]);
      if (control) { control.focus({ preventScroll: false }); return; }
    }
  });
})();

// Inside another site's frame (a course's activity) every link opens in a new tab (the page's <base target>),
// but a link within the page (the skip link) stays in it.
document.querySelectorAll("body.practice-embedded a[href^='#']").forEach(function (link) { link.target = "_self"; });
