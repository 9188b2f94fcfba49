import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const storageKey = (locationKey: string) => `namewise:scroll:${locationKey}`;

function readSaved(locationKey: string): number | null {
  try {
    const raw = sessionStorage.getItem(storageKey(locationKey));
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Scroll on client-side navigation as a visitor expects: a new page or a new page of a list starts at
 * the top, a changed filter keeps its place, and Back or Forward returns to where the page was left
 * (the position of each history entry is kept in sessionStorage).
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; page: string | null } | null>(null);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  }, []);

  // Remember this entry's position as the visitor scrolls (at most once a frame).
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(storageKey(location.key), String(Math.round(window.scrollY)));
        } catch {
          // storage full or blocked: Back then starts at the top
        }
      });
    };
    window.addEventListener("scroll", save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const page = new URLSearchParams(location.search).get("page");
    const before = previous.current;
    previous.current = { pathname: location.pathname, page };
    if (before === null) return; // the first render keeps the browser's own position
    if (navigationType === "POP") {
      window.scrollTo(0, readSaved(location.key) ?? 0);
      return;
    }
    if (location.hash) return;
    if (before.pathname !== location.pathname || before.page !== page) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
  return null;
}
