import { useEffect } from "react";

/** Marks <html data-hydrated> once React has hydrated, so tests and styles can tell. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
