import { lazy, Suspense, useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  position?: "top-center" | "bottom-right";
}

export const TOAST_DURATION_MS = 3000;

// The toast library is fetched only when the page is interactive, so the
// first load does not pay for it; toasts raised before then wait for it.
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));
const loadSonner = () => import("sonner");

const LazyToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function ReadyToaster() {
      useEffect(() => markReady(), []);
      return <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
    },
  })),
);

/** Shows a toast through the one toast system (3 s, top-center). */
export async function notify({ title, description, variant = "default", position }: ToastMessage) {
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
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
