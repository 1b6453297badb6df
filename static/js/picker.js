// The card picker works as plain checkboxes and radios; this adds arrow keys inside one picker
// (left/right through the cards, up/down to the same place in the next suit), as in a grid, and marks
// a card chosen in one picker as taken in the other pickers of the same form (a card is in one place:
// one player's pile, the hand or the trick). The server still checks every card.
(function () {
  "use strict";
  function markTaken(form) {
    var boxes = form.querySelectorAll("[data-card-picker] .cp-card input");
    var owner = {};
    Array.prototype.forEach.call(boxes, function (box) { if (box.checked) { owner[box.value] = box.name; } });
    Array.prototype.forEach.call(boxes, function (box) {
      var taken = owner[box.value] && owner[box.value] !== box.name;
      box.parentNode.classList.toggle("cp-taken", Boolean(taken));
    });
  }
  document.addEventListener("change", function (event) {
    var form = event.target.form;
    if (form && event.target.closest && event.target.closest("[data-card-picker]")) markTaken(form);
  });
  document.addEventListener("DOMContentLoaded", function () {
    Array.prototype.forEach.call(document.querySelectorAll("form"), function (form) {
      if (form.querySelector("[data-card-picker]")) markTaken(form);
    });
  });
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
