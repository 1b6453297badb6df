// The judges: a position the rules refuse answers 400 with its message; show it in the verdict box
// like any other answer (htmx leaves error answers out by default).
(function () {
  "use strict";
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.xhr.status === 400 && event.detail.target && event.detail.target.id === "verdict-box") {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });
})();
