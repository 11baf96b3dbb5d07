import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Scrolls to the top on every new route; back and forward keep the browser's restored position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
