// The projector view's one control: full screen, for the room to see the question and nothing else.
// It changes only this browser's display; the view opens no step of the class.
(function () {
  "use strict";
  var button = document.querySelector("[data-fullscreen]");
  if (!button || !document.fullscreenEnabled) { return; }
  button.hidden = false;
  button.addEventListener("click", function () {
    if (document.fullscreenElement) {
      document.exitFullscreen();
    } else {
      document.documentElement.requestFullscreen();
    }
  });
})();
