// Keep the reader's section when switching language: section ids are the same in both languages.
document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("a.lang-link");
  if (link && window.location.hash) {
    link.href = link.href.split("#")[0] + window.location.hash;
  }
});
