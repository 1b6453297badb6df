// The deep linking answer goes back to the platform at once; without scripts, the teacher presses the button.
document.querySelectorAll("form[data-auto-submit]").forEach(function (form) { form.submit(); });
