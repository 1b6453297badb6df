// Trainers: small enhancements on top of forms that already work without JavaScript.
// - ordering: up/down buttons (or dragging) move a card; the list is the order, the focus stays on
//   the button pressed, and each move is announced to screen readers;
// - htmx: show 400 answers (bad input, repeated answers) in the feedback box, and move the focus
//   to the new feedback or the new question so keyboard and screen-reader users land there, its top at
//   the top of the screen.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  function selectOf(item) { return item.querySelector("select"); }
  function itemsOf(list) { return Array.prototype.slice.call(list.querySelectorAll(".order-item")); }

  // The list itself is the order: each card's hidden position box and its number follow its place.
  function renumber(list) {
    itemsOf(list).forEach(function (item, i) {
      var select = selectOf(item);
      if (select) { select.value = String(i + 1); }
      var pos = item.querySelector(".order-pos");
      if (pos) { pos.textContent = String(i + 1); }
    });
  }

  function announce(list, item) {
    var status = list.parentNode.querySelector("[data-order-status]");
    if (!status) { return; }
    var items = itemsOf(list);
    status.textContent = (list.getAttribute("data-announce") || "{name}: {n}/{total}")
      .replace("{name}", item.getAttribute("data-name") || "")
      .replace("{n}", String(items.indexOf(item) + 1))
      .replace("{total}", String(items.length));
  }

  // With JavaScript the position boxes give way to up/down buttons. The list is sorted once, when it
  // appears (a form sent back with an error keeps the order typed), and never again under the focus.
  function enhance(root) {
    Array.prototype.forEach.call(root.querySelectorAll("[data-order-list]"), function (list) {
      if (list.hasAttribute("data-enhanced")) { return; }
      list.setAttribute("data-enhanced", "");
      var items = itemsOf(list);
      items.sort(function (a, b) { return Number(selectOf(a).value) - Number(selectOf(b).value); });
      items.forEach(function (item) { list.appendChild(item); });
      Array.prototype.forEach.call(list.querySelectorAll(".order-moves"), function (m) { m.hidden = false; });
      renumber(list);
    });
  }
  enhance(document);
  document.addEventListener("htmx:load", function (event) { enhance(event.detail.elt || document); });

  // A move button moves its own card one place and keeps the focus on the same button, so pressing
  // it again keeps moving the same card; the new position is announced.
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-move]");
    if (!button) { return; }
    var item = button.closest(".order-item");
    var list = item.parentNode;
    if (button.getAttribute("data-move") === "up" && item.previousElementSibling) {
      list.insertBefore(item, item.previousElementSibling);
    } else if (button.getAttribute("data-move") === "down" && item.nextElementSibling) {
      list.insertBefore(item.nextElementSibling, item);
    }
    renumber(list);
    button.focus();
    announce(list, item);
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
    announce(list, dragged);
  });
  document.addEventListener("dragend", function () {
    if (dragged) { dragged.classList.remove("is-dragging"); }
    dragged = null;
  });

  // The question bank: the table field holds the table this browser keeps for the chosen trainer's game
  // (the page fills it for the first); choosing a trainer of another game fills in that game's, unless the
  // field was typed in or a link set it. Without JavaScript the field keeps what the page filled in.
  var bank = document.querySelector("form[data-bank-prefilled]");
  if (bank) {
    var drill = bank.querySelector("#bank-drill");
    var field = bank.querySelector("#bank-profile");
    var note = bank.querySelector("[data-bank-kept]");
    drill.addEventListener("change", function () {
      if (field.value !== field.getAttribute("data-filled")) { return; }
      var group = drill.options[drill.selectedIndex].parentNode;
      field.value = group.getAttribute("data-table") || "";
      field.setAttribute("data-filled", field.value);
      if (note) { note.textContent = group.getAttribute("data-table-note") || ""; }
    });
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    // A 400 answer carries a message for the user: swap it in like any other answer.
    if (event.detail.xhr.status === 400) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  // Where a script moves the focus, the place it moves to opens the screen: the verdict (its heading and
  // the first line of why) right after an answer, the prompt of a new question. focus() alone scrolls a
  // box out of sight to the middle of the screen, which puts the verdict of a long feedback above it; so
  // the focus moves without scrolling, and the box's top is brought to the top of the screen (at once for
  // readers whose system asks for less motion). The box keeps the focus, named by its heading.
  var lessMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  function focusAtTop(box) {
    box.focus({preventScroll: true});
    box.scrollIntoView({block: "start", behavior: lessMotion && !lessMotion.matches ? "smooth" : "auto"});
  }

  // afterSettle, not afterSwap: until htmx settles, the new box still wears the old (hidden) classes.
  document.addEventListener("htmx:afterSettle", function (event) {
    var target = event.detail.target;
    if (!target) { return; }
    var box = document.getElementById(target.id === "drill-area" ? "prompt" : "feedback");
    if (box) { focusAtTop(box); }
  });
})();
