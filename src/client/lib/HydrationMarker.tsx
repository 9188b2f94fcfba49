import { useEffect } from "react";

/** Marks <html data-hydrated> once React has taken over the server HTML (tests wait for it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
