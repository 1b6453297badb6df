// The card picker works as plain checkboxes and radios; this adds arrow keys inside one picker
// (left/right through the cards, up/down to the same place in the next suit), as in a grid.
(function () {
  "use strict";
  document.addEventListener("keydown", function (event) {
    var input = event.target;
    if (!input.closest || !input.closest("[data-card-picker]") || input.tagName !== "INPUT") return;
    var keys = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1, ArrowDown: 1 };
    if (!(event.key in keys)) return;
    var picker = input.closest("[data-card-picker]");
    var row = input.closest(".cp-suit");
    var target = null;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      var all = Array.prototype.slice.call(picker.querySelectorAll("input"));
      target = all[all.indexOf(input) + keys[event.key]];
    } else if (row) {
      var rows = Array.prototype.slice.call(picker.querySelectorAll(".cp-suit"));
      var next = rows[rows.indexOf(row) + keys[event.key]];
      if (next) {
        var place = Array.prototype.indexOf.call(row.querySelectorAll("input"), input);
        var inputs = next.querySelectorAll("input");
        target = inputs[Math.min(place, inputs.length - 1)];
      }
    }
    if (target) {
      event.preventDefault();  // radios would otherwise move their own way and check as they go
      target.focus();
    }
  });
})();
