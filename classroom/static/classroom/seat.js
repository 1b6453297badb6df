// A student's seat: a refused answer (409: too late, or already answered; 410: the class is over) comes
// back as the seat with a message in the student's language. Show it at once rather than drop it, and
// put the focus on the message so a screen reader says it.
(function () {
  "use strict";
  document.addEventListener("htmx:beforeSwap", function (event) {
    var status = event.detail.xhr.status;
    if (status === 403 && event.detail.target && event.detail.target.id === "seat") {
      // The teacher removed this seat, or the class is gone: the page says so in words.
      window.location.reload();
      return;
    }
    if ((status === 409 || status === 410) && event.detail.target && event.detail.target.id === "seat") {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });
  document.addEventListener("htmx:afterSettle", function () {
    var seat = document.getElementById("seat");
    var alert = seat && seat.querySelector(".error[role=alert]");
    if (alert) {
      alert.setAttribute("tabindex", "-1");
      alert.focus();
    }
  });
})();
