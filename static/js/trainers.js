// Trainers: small enhancements on top of forms that already work without JavaScript.
// - ordering: picking a position swaps it with the card that had it, and the list follows the order;
//   cards can also be dragged;
// - htmx: show 400 answers (bad input, repeated answers) in the feedback box, and move the focus
//   to the new feedback or the new question so keyboard and screen-reader users land there.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  function selectOf(item) { return item.querySelector("select"); }

  function renumber(list) {
    Array.prototype.forEach.call(list.querySelectorAll(".order-item"), function (item, i) {
      var select = selectOf(item);
      if (select) { select.value = String(i + 1); }
    });
  }

  function sortByPosition(list) {
    var items = Array.prototype.slice.call(list.querySelectorAll(".order-item"));
    items.sort(function (a, b) { return Number(selectOf(a).value) - Number(selectOf(b).value); });
    items.forEach(function (item) { list.appendChild(item); });
  }

  // After one select changes, one position is used twice and one is free: the other card that had
  // the chosen position takes the free one, so the positions always stay 1..n, each once.
  document.addEventListener("change", function (event) {
    var select = event.target;
    if (!select.matches || !select.matches(".order-item select")) { return; }
    var list = select.closest("[data-order-list]");
    var selects = Array.prototype.slice.call(list.querySelectorAll("select"));
    var used = selects.map(function (s) { return s.value; });
    var free = null;
    for (var n = 1; n <= selects.length; n++) {
      if (used.indexOf(String(n)) === -1) { free = String(n); break; }
    }
    selects.forEach(function (other) {
      if (free && other !== select && other.value === select.value) { other.value = free; }
    });
    sortByPosition(list);
    select.focus();
  });

  var dragged = null;
  document.addEventListener("dragstart", function (event) {
    var item = event.target.closest && event.target.closest(".order-item");
    if (!item) { return; }
    dragged = item;
    item.classList.add("is-dragging");
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", "");
  });
  document.addEventListener("dragover", function (event) {
    var item = event.target.closest && event.target.closest(".order-item");
    if (!dragged || !item || item === dragged || item.parentNode !== dragged.parentNode) { return; }
    event.preventDefault();
    item.classList.add("is-drop-target");
  });
  document.addEventListener("dragleave", function (event) {
    var item = event.target.closest && event.target.closest(".order-item");
    if (item) { item.classList.remove("is-drop-target"); }
  });
  document.addEventListener("drop", function (event) {
    var item = event.target.closest && event.target.closest(".order-item");
    if (!dragged || !item || item.parentNode !== dragged.parentNode) { return; }
    event.preventDefault();
    item.classList.remove("is-drop-target");
    var list = item.parentNode;
    var items = Array.prototype.slice.call(list.children);
    if (items.indexOf(dragged) < items.indexOf(item)) { item.after(dragged); } else { item.before(dragged); }
    renumber(list);
  });
  document.addEventListener("dragend", function () {
    if (dragged) { dragged.classList.remove("is-dragging"); }
    dragged = null;
  });

  document.addEventListener("htmx:beforeSwap", function (event) {
    // A 400 answer carries a message for the user: swap it in like any other answer.
    if (event.detail.xhr.status === 400) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  // afterSettle, not afterSwap: until htmx settles, the new box still wears the old (hidden) classes.
  document.addEventListener("htmx:afterSettle", function (event) {
    var target = event.detail.target;
    if (!target) { return; }
    if (target.id === "drill-area") {
      var prompt = document.getElementById("prompt");
      if (prompt) { prompt.focus(); }
    } else {
      var feedback = document.getElementById("feedback");
      if (feedback) { feedback.focus(); }
    }
  });
})();
