import { useEffect, useState } from "react";

// A section counts as being read once its heading passes below the fixed header and anchor padding.
const ACTIVE_OFFSET_PX = 200;

/** The id of the section nearest the top of the viewport, updated while the user scrolls. */
export function useActiveSection(ids: string[]): string {
  const [active, setActive] = useState(ids[0] ?? "");
  const key = ids.join("|");
  useEffect(() => {
    const list = key.split("|");
    const onScroll = () => {
      let current = list[0] ?? "";
      for (const id of list) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= ACTIVE_OFFSET_PX) current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      const last = list[list.length - 1];
      const lastElement = last ? document.getElementById(last) : null;
      if (atBottom && last && lastElement && lastElement.getBoundingClientRect().top < window.innerHeight) current = last;
      setActive(current);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [key]);
  return active;
}
