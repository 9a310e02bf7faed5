import { useEffect, useState } from "react";

/**
 * Waits for the page's load event, then for the browser to be idle (or 2 s),
 * before loading what can wait (the pop-ups, the toaster), so its code does not compete with the page.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if ("requestIdleCallback" in window) {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => setIdle(true), 1000);
        cancel = () => clearTimeout(handle);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      cancel();
    };
  }, []);
  return idle;
}
