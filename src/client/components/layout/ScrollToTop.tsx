import { useEffect } from "react";
import { useLocation } from "react-router";

/** Client-side navigation starts at the top of the new page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
