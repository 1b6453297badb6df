// Rule pages on a phone: the contents drawer is stuck at the top; once a section is chosen, fold it
// again so the section shows. On wide screens the contents stay open beside the text (site.js).
(function () {
  "use strict";
  var narrow = window.matchMedia("(max-width: 59.99rem)");
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("details[data-toc] a");
    if (link && narrow.matches) {
      link.closest("details").open = false;
    }
  });
})();
