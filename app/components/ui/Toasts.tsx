import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { useIdle } from "~/lib/react/idle";
import type { ToastMessage } from "~/lib/toast";

export type { ToastMessage };

export const TOAST_DURATION_MS = 3000;

// The toast library is fetched only when the first toast is raised, so a
// page load pays nothing for it; that toast waits for the toaster to mount.
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));
const loadSonner = () => import("sonner");

let toasterWanted = false;
const wantListeners = new Set<() => void>();
function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of wantListeners) listener();
}
const subscribeWanted = (listener: () => void) => {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
};

const LazyToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function ReadyToaster() {
      useEffect(() => markReady(), []);
      // On phones the toasts start below the cart drawer's title and close button (and the site's header).
      return (
        <Toaster
          position="top-center"
          duration={TOAST_DURATION_MS}
          richColors
          closeButton
          mobileOffset={{ top: "5rem" }}
        />
      );
    },
  })),
);

/** Shows a toast through the one toast system (3 s, top-center). */
export async function notify({ title, description, variant = "default", position }: ToastMessage) {
  wantToaster();
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  const show = variant === "destructive" ? toast.error : variant === "success" ? toast.success : toast;
  show(title, { description, duration: TOAST_DURATION_MS, position });
}

/**
 * The page's toasts. A toast the server flashed (after a plain form post)
 * shows as a status line before scripts run, and as a toast once they do.
 */
export function Toasts({ serverToast }: { serverToast: ToastMessage | null }) {
  const hydrated = useHydrated();
  const wanted = useSyncExternalStore(
    subscribeWanted,
    () => toasterWanted,
    () => false,
  );
  // The toaster's live region is put on the page once it is idle, so it is there before the first toast's message
  // (a region created with its message is often not announced).
  const idle = useIdle();
  useEffect(() => {
    if (serverToast) void notify(serverToast);
  }, [serverToast]);
  if (!hydrated) {
    return serverToast ? (
      <div
        role="status"
        className={`container-page mt-3 rounded-lg border px-4 py-3 ${serverToast.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : "border-brand-100 bg-brand-50 text-brand-900"}`}
      >
        <p className="font-semibold">{serverToast.title}</p>
        {serverToast.description ? <p className="text-sm">{serverToast.description}</p> : null}
      </div>
    ) : null;
  }
  if (!wanted && !idle) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
