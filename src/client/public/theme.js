// Applies the saved theme before first paint (loaded synchronously in <head>, before the CSS: no flash).
(() => {
  const root = document.documentElement;
  let dark = false;
  try {
    const theme = localStorage.getItem("theme");
    dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  } catch {
    dark = false;
  }
  root.classList.toggle("dark", dark);
  root.classList.toggle("light", !dark);
  root.style.colorScheme = dark ? "dark" : "light";
})();
