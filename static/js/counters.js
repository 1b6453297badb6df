// Counters: small helps on top of forms that work without JavaScript.
// - A round or hand being typed is kept in localStorage, so a reload or a locked screen loses nothing.
// - Print and copy-link buttons (hidden when this file does not run).
// - When the live refresh brings another phone's change, the form for the next round follows it (its
//   number and version; htmx swaps its heading), keeping what is being typed.
// - Older versions fetched in place of their link leave the keyboard on the first of them.
// Every sum and rule check stays on the server, in the rules engine.
(function () {
  "use strict";

  var store = null;
  try { store = window.localStorage; store.getItem("naipes-probe"); } catch (e) { store = null; }

  function fields(form) {
    var out = {};
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || el.type === "hidden" || el.type === "submit" || el.type === "button") { return; }
      if (el.type === "checkbox" || el.type === "radio") {
        if (el.checked) { (out[el.name] = out[el.name] || []).push(el.value); }
      } else {
        out[el.name] = [el.value];
      }
    });
    return out;
  }

  function fill(form, saved) {
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || el.type === "hidden" || el.type === "submit" || el.type === "button") { return; }
      var values = saved[el.name] || [];
      if (el.type === "checkbox" || el.type === "radio") {
        el.checked = values.indexOf(el.value) !== -1;
      } else if (values.length) {
        el.value = values[0];
      }
    });
  }

  function keepDrafts(form) {
    var key = form.getAttribute("data-draft");
    var prefix = form.getAttribute("data-draft-prefix");
    if (!store || !key) { return; }
    // Drafts of rounds that are no longer being entered (saved, or saved by another phone) go away,
    // and so do drafts of edits typed on another version of the sheet (their key ends in "-v" and it).
    var version = form.elements.version ? form.elements.version.value : "";
    for (var i = store.length - 1; i >= 0; i--) {
      var k = store.key(i);
      if (!k || !prefix || k.indexOf(prefix) !== 0 || k === key) { continue; }
      var what = k.slice(prefix.length);  // "new-3" or "edit-2-v7" (the token may hold dashes too)
      var edit = /^edit-\d+-v(\d+)$/.exec(what);
      var oldNew = what.indexOf("new-") === 0 && key.slice(prefix.length).indexOf("new-") === 0;
      var oldEdit = what.indexOf("edit-") === 0 && (!edit || edit[1] !== version);
      if (oldNew || oldEdit) { store.removeItem(k); }
    }
    var saved = store.getItem(key);
    // A form the server sent back (bad input, stale version) already holds what was typed.
    if (saved && form.getAttribute("data-bound") === "0") {
      try { fill(form, JSON.parse(saved)); } catch (e) { store.removeItem(key); }
    }
    // The key is read at each save: the live refresh moves it on when another phone saves a round.
    var save = function () { store.setItem(form.getAttribute("data-draft"), JSON.stringify(fields(form))); };
    form.addEventListener("input", save);
    form.addEventListener("change", save);
  }

  function clearSavedDraft() {
    // After a successful save the server shows a success message: the draft it came from is done.
    if (!store || !document.querySelector(".message.ok")) { return; }
    var done = sessionStorageGet("naipes-submitted");
    if (done) { store.removeItem(done); }
  }

  function sessionStorageGet(key) {
    try { var v = window.sessionStorage.getItem(key); window.sessionStorage.removeItem(key); return v; } catch (e) { return null; }
  }

  function followLive() {
    // The live poll drew the sheet at a newer version: the form for the next round is now for that one.
    var live = document.getElementById("live");
    var next = live && live.getAttribute("data-next");
    var form = document.querySelector(".round-entry form.round-form[data-draft]");
    if (!next || !form || !form.elements.version) { return; }
    // A round on its way to the server is the very one the poll has just seen saved: moving its draft to
    // the next round's key would fill the next round with it after the redirect.
    if (form.getAttribute("data-submitting") === "1") { return; }
    var version = live.getAttribute("data-version");
    if (form.elements.version.value === version) { return; }
    Array.prototype.forEach.call(document.querySelectorAll(".round-entry input[name=version]"), function (input) {
      input.value = version;
    });
    var before = form.getAttribute("data-draft");
    var after = form.getAttribute("data-draft-prefix") + "new-" + next;
    if (before === after) { return; }
    form.setAttribute("data-draft", after);
    if (store) {
      try { store.setItem(after, JSON.stringify(fields(form))); store.removeItem(before); } catch (e) { /* full */ }
    }
  }

  document.addEventListener("htmx:afterSettle", followLive);

  // "Show older versions" is replaced by the lines it fetched: the keyboard goes on from the first of them.
  var olderAfter = null;
  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail.target;
    if (target && target.classList && target.classList.contains("older")) { olderAfter = target.previousElementSibling; }
  });
  document.addEventListener("htmx:afterSettle", function () {
    if (!olderAfter) { return; }
    var first = olderAfter.nextElementSibling;
    olderAfter = null;
    var control = first && first.querySelector("button, a");
    if (control) { control.focus(); }
  });

  document.addEventListener("DOMContentLoaded", function () {
    clearSavedDraft();
    Array.prototype.forEach.call(document.querySelectorAll("form[data-draft]"), function (form) {
      keepDrafts(form);
      form.addEventListener("submit", function () {
        form.setAttribute("data-submitting", "1");
        try { window.sessionStorage.setItem("naipes-submitted", form.getAttribute("data-draft")); } catch (e) { /* private mode */ }
      });
    });
    Array.prototype.forEach.call(document.querySelectorAll(".js-print"), function (button) {
      button.hidden = false;
      button.addEventListener("click", function () { window.print(); });
    });
    Array.prototype.forEach.call(document.querySelectorAll(".js-copy"), function (button) {
      if (!navigator.clipboard) { return; }
      button.hidden = false;
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(button.getAttribute("data-copy")).then(function () {
          button.textContent = button.getAttribute("data-done");
        });
      });
    });
  });
}());
