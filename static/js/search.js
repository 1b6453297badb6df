// The header's search box as a combobox over its live results (the listbox htmx swaps into
// #site-search-results): ArrowDown/ArrowUp move through the results while the focus stays in the box,
// Enter opens the one chosen (or, with none chosen, sends the form to the results page), Escape closes
// the list (a second Escape clears the box, as a search box does). Without JavaScript the form alone works.
(function () {
  "use strict";
  var input = null;
  var panel = null;
  var active = -1;

  function options() {
    return panel ? Array.prototype.slice.call(panel.querySelectorAll("[role=option]")) : [];
  }

  function isOpen() {
    return Boolean(panel && !panel.hidden && panel.children.length);
  }

  function choose(index) {
    var all = options();
    active = index;
    all.forEach(function (option, i) {
      option.setAttribute("aria-selected", i === index ? "true" : "false");
      option.classList.toggle("is-active", i === index);
    });
    if (index >= 0 && all[index]) {
      input.setAttribute("aria-activedescendant", all[index].id);
      all[index].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function show(open) {
    panel.hidden = !open;
    input.setAttribute("aria-expanded", open && options().length ? "true" : "false");
    var list = panel.querySelector("[role=listbox]");
    if (open && list) {
      input.setAttribute("aria-controls", list.id);
    } else {
      input.removeAttribute("aria-controls");
    }
    if (!open) { choose(-1); }
  }

  function onKey(event) {
    var all = options();
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!all.length) { return; }
      event.preventDefault();
      if (!isOpen()) { show(true); }
      var step = event.key === "ArrowDown" ? 1 : -1;
      var next = active + step;
      if (next >= all.length) { next = all.length - 1; }
      if (next < -1) { next = -1; }
      choose(next);
    } else if (event.key === "Enter" && active >= 0 && all[active]) {
      event.preventDefault();
      window.location.assign(all[active].href);
    } else if (event.key === "Escape" && isOpen()) {
      event.preventDefault();  // a search box would clear itself: the first Escape only closes the list
      show(false);
    }
  }

  function start() {
    input = document.getElementById("site-search-q");
    panel = document.getElementById("site-search-results");
    if (!input || !panel) { return; }
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.addEventListener("keydown", onKey);
    document.body.addEventListener("htmx:afterSwap", function (event) {
      if (event.detail && event.detail.target === panel) {
        active = -1;
        show(true);
      }
    });
  }

  // A result followed from a counted search (the results page sent from its form) is counted, so the
  // site's owner can see which searches nobody follows; only the query's text is sent, with the token.
  function onResultClick(event) {
    var link = event.target.closest ? event.target.closest("[data-counted] a") : null;
    if (!link || !navigator.sendBeacon) { return; }
    var list = link.closest("[data-counted]");
    var data = new FormData();
    data.append("q", list.getAttribute("data-counted"));
    data.append("csrfmiddlewaretoken", list.getAttribute("data-token"));
    navigator.sendBeacon(list.getAttribute("data-click"), data);
  }

  document.addEventListener("click", onResultClick);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
