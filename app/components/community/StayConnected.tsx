import { useActionData, useFetcher } from "@remix-run/react";
import { Mail } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { notify } from "~/components/ui/Toasts";
import { errorProps } from "~/components/ui/FormField";
import { communityCopy } from "~/content/community";
import type { SubscribeResult as SubscribeAnswer } from "~/lib/community/newsletter";
import { firstError } from "~/lib/forms/result";

/** Stay Connected: one email field posted to the page (a fetcher with JavaScript, a plain form without). */
export function StayConnected() {
  const copy = communityCopy.stayConnected;
  const fetcher = useFetcher<SubscribeAnswer>({ key: "subscribe" });
  const actionData = useActionData<SubscribeAnswer>();
  const answer = fetcher.data ?? (actionData?.intent === "subscribe" ? actionData : undefined);
  const failed = answer && !answer.ok ? answer : undefined;
  const fieldError = failed?.fieldErrors.email;
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      form.current?.reset();
      void notify(fetcher.data.toast);
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <section
      aria-labelledby="stay-connected-title"
      className="my-10 rounded-2xl bg-brand-800 px-6 py-10 text-white md:px-12"
    >
      <div className="mx-auto max-w-2xl text-center">
        <Mail className="mx-auto h-10 w-10 text-gold-400" />
        <h2 id="stay-connected-title" className="mt-3 text-2xl font-bold md:text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-2 text-brand-50">{copy.intro}</p>
        <fetcher.Form ref={form} method="post" className="mt-6 flex flex-col gap-3 sm:flex-row" noValidate>
          <input type="hidden" name="intent" value="subscribe" />
          <label htmlFor="stay-connected-email" className="sr-only">
            {copy.label}
          </label>
          <input
            id="stay-connected-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={copy.placeholder}
            defaultValue={failed?.values.email}
            key={failed ? `err-${failed.values.email}` : "fresh"}
            {...errorProps("stay-connected", fieldError)}
            className="input flex-1 bg-white text-slate-900"
          />
          <button type="submit" className="btn bg-gold-400 font-bold text-brand-900 hover:bg-gold-500" disabled={busy}>
            {busy ? copy.submitting : copy.submit}
          </button>
        </fetcher.Form>
        {answer ? (
          <p
            id={fieldError ? "stay-connected-error" : undefined}
            role={answer.ok ? "status" : "alert"}
            data-subscribe-result
            className={`mt-3 font-semibold ${answer.ok ? "text-gold-400" : "text-red-200"}`}
          >
            {answer.ok ? `${answer.toast.title} ${answer.toast.description ?? ""}`.trim() : firstError(answer)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
