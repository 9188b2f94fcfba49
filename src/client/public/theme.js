// Applies the saved theme before first paint (loaded synchronously in <head>, before the CSS: no flash).
(function () {
  try {
    var t = localStorage.getItem("theme");
    var dark = t === "dark" || (t === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    var root = document.documentElement;
    root.classList.toggle("dark", dark);
    root.classList.toggle("light", !dark);
    root.style.colorScheme = dark ? "dark" : "light";
  } catch (e) {}
})();
