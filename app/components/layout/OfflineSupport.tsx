import { useEffect } from "react";
import { OFFLINE_COPY } from "~/lib/offline/copy";
import { useIdle } from "~/lib/react/idle";

/**
 * The repeat visit (decision 0069), only with scripts (the shop works without them): once the page is idle its
 * code is fetched and run (enable.ts), so it adds nothing to a page's first-load scripts.
 */
export function OfflineSupport() {
  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    let undo: (() => void) | undefined;
    let left = false;
    void import("~/lib/offline/enable")
      .then(({ enableOffline }) => {
        if (!left) undo = enableOffline();
      })
      .catch(() => undefined);
    return () => {
      left = true;
      undo?.();
    };
  }, [idle]);
  return null;
}

/** The banner: in every page's markup, shown by CSS when <html> carries the offline mark (before any script runs). */
export function OfflineNotice() {
  return (
    <p className="offline-notice" role="status" data-offline-notice="">
      {OFFLINE_COPY.notice}
    </p>
  );
}
