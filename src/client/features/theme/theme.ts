// Theme: light, dark or system; default light; stored under localStorage "theme"; a class on <html>.
// public/theme.js applies the same rule before first paint.
export type Theme = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "light";

export function readTheme(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "dark" || value === "light" || value === "system" ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function systemPrefersDark(): boolean {
  return window.matchMedia("(prefers-color-scheme: dark)").matches;
}

export function applyTheme(theme: Theme): void {
  const dark = theme === "dark" || (theme === "system" && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.classList.toggle("light", !dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

export function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage unavailable (private mode): the class still changes for this page view
  }
  applyTheme(theme);
}

/** The toggle flips between dark and light, starting from what is shown now. */
export function toggleTheme(): Theme {
  const next: Theme = document.documentElement.classList.contains("dark") ? "light" : "dark";
  saveTheme(next);
  return next;
}
