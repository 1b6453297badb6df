// Small enhancements over pages that already work without JavaScript.
(function () {
  "use strict";

  // Keep the reader's section when switching language: section ids are the same in both languages.
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a.lang-link");
    if (link && window.location.hash) {
      link.href = link.href.split("#")[0] + window.location.hash;
    }
  });

  // The rule pages' contents: folded on phones (the rules come first), open beside the text on wide screens.
  var wide = window.matchMedia("(min-width: 60rem)");
  function placeToc() {
    Array.prototype.forEach.call(document.querySelectorAll("details[data-toc]"), function (toc) {
      toc.open = wide.matches;
    });
  }

  // A table or code block wider than the screen scrolls inside its box: let the keyboard reach it
  // (tabindex) and name it after its caption, so it is announced as a region.
  function nameOf(box) {
    var caption = box.querySelector("caption");
    return caption ? caption.textContent.replace(/\s+/g, " ").trim() : "";
  }

  function markScrollers() {
    var boxes = document.querySelectorAll("main .table-wrap, main pre");
    // Landmarks must be told apart: a caption used twice on the page names no region.
    var seen = {};
    Array.prototype.forEach.call(boxes, function (box) {
      var name = nameOf(box);
      if (name) { seen[name] = (seen[name] || 0) + 1; }
    });
    Array.prototype.forEach.call(boxes, function (box) {
      var ours = box.hasAttribute("data-scroller");
      if (box.hasAttribute("tabindex") && !ours) { return; }
      var scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !ours) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("data-scroller", "");
        var name = nameOf(box);
        if (name && seen[name] === 1) {
          box.setAttribute("role", "region");
          box.setAttribute("aria-label", name);
        }
      } else if (!scrolls && ours) {
        box.removeAttribute("tabindex");
        box.removeAttribute("data-scroller");
        box.removeAttribute("role");
        box.removeAttribute("aria-label");
      }
    });
  }

  var pending = null;
  function later() {
    if (pending) { window.cancelAnimationFrame(pending); }
    pending = window.requestAnimationFrame(function () { pending = null; markScrollers(); });
  }

  function start() {
    placeToc();
    markScrollers();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
  if (wide.addEventListener) { wide.addEventListener("change", placeToc); }
  window.addEventListener("resize", later);
  // Content swapped in by htmx (trainers, counters) may hold new tables.
  document.addEventListener("htmx:afterSettle", later);
})();
