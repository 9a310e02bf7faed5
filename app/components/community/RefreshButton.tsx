import { useActionData, useFetcher } from "@remix-run/react";
import { Loader2, RefreshCw } from "~/components/ui/icons";
import { useEffect } from "react";
import { notify } from "~/components/ui/Toasts";
import { refreshCopy, type RefreshKind } from "~/lib/community/refresh";

export interface RefreshAnswer {
  intent: string;
  ok: boolean;
  toast: { title: string; description?: string; variant: "success" | "destructive" };
}

/**
 * An admin's refresh of one list: a form posting intent=<kind> to the page's
 * action (a plain form without JavaScript). While it runs the button is
 * disabled and spins; the answer shows as a toast and a status line.
 */
export function RefreshButton({ kind, label }: { kind: RefreshKind; label?: string }) {
  const fetcher = useFetcher<RefreshAnswer>({ key: `refresh-${kind}` });
  const actionData = useActionData<RefreshAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data ?? (actionData?.intent === kind ? actionData : undefined);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) void notify(fetcher.data.toast);
  }, [fetcher.state, fetcher.data]);

  return (
    <div className="flex flex-col items-start gap-2">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={kind} />
        <button type="submit" className="btn-secondary" disabled={busy} aria-busy={busy}>
          {busy ? <Loader2 className="h-4 w-4 animate-spin" /> : <RefreshCw className="h-4 w-4" />}
          {label ?? refreshCopy[kind].button}
        </button>
      </fetcher.Form>
      {answer && !busy ? (
        <p
          role="status"
          data-refresh-result={kind}
          className={`text-sm ${answer.ok ? "text-brand-800" : "text-red-800"}`}
        >
          <span className="font-semibold">{answer.toast.title}</span>
          {answer.toast.description ? `: ${answer.toast.description}` : null}
        </p>
      ) : null}
    </div>
  );
}
