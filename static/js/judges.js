// A judge's verdict follows the cards as they are picked (htmx asks for the verdict box). Until the answer for
// the cards now on screen arrives, the verdict is marked as updating: aria-busy on the box and on the line beside
// the button, the old verdict hidden (its headline beside the button emptied) and "Updating the verdict…" shown.
// An answer asked for other cards (the learner picked again while it was on its way, on a slow network) is never
// shown: it is dropped, and the answer for the cards on screen, which htmx asks for next, replaces the verdict.
(function () {
  "use strict";
  function form() { return document.getElementById("judge-form"); }
  function position(f) {
    var pairs = [];
    new FormData(f).forEach(function (value, name) { pairs.push(name + "=" + value); });
    return pairs.sort().join("&");
  }
  // "updating": an answer is on its way; "stale": none came (the network failed), the button asks again.
  function mark(state) {
    ["verdict-box", "verdict-now"].forEach(function (id) {
      var el = document.getElementById(id);
      if (!el) return;
      if (state === "updating") el.setAttribute("aria-busy", "true"); else el.removeAttribute("aria-busy");
      el.classList.toggle("is-stale", state === "stale");
    });
    var now = document.getElementById("verdict-now");
    if (now && state) now.textContent = "";  // the old headline goes; the answer's fills it again (and is read out)
    var updating = document.getElementById("verdict-updating"), stale = document.getElementById("verdict-stale");
    if (updating) updating.hidden = state !== "updating";
    if (stale) stale.hidden = state !== "stale";
  }
  function ours(event) {
    var f = form();
    return f && event.detail && event.detail.elt && f.contains(event.detail.elt);
  }
  // At once on a change, before htmx sends (or queues) its request: the verdict on screen is already stale.
  document.addEventListener("change", function (event) {
    var f = form();
    if (f && f.contains(event.target)) mark("updating");
  });
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (!ours(event)) return;
    event.detail.xhr.naipesPosition = position(form());
    mark("updating");
  });
  // These two are told of the request by its xhr, marked above (htmx names the swap's target as their elt).
  function asked(event) { return event.detail && event.detail.xhr && "naipesPosition" in event.detail.xhr; }
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (!asked(event)) return;
    if (event.detail.xhr.naipesPosition !== position(form())) {
      event.detail.shouldSwap = false;  // the verdict of cards no longer on screen: the next answer follows
    }
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    if (!asked(event) || event.detail.xhr.naipesPosition !== position(form())) return;  // the next answer is due
    mark(event.detail.successful ? "" : "stale");
  });
}());
