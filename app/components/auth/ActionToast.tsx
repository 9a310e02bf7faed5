import { useEffect } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { notify, type ToastMessage } from "~/components/ui/Toasts";

/** A toast an action answered with: a toast once scripts run, a status box before (and without) them. */
export function ActionToast({ toast }: { toast: ToastMessage | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast) void notify(toast);
  }, [toast]);
  if (!toast || hydrated) return null;
  return (
    <div role="status" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="text-sm">{toast.description}</p> : null}
    </div>
  );
}
