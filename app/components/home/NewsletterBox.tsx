import { useActionData } from "@remix-run/react";
import { errorProps } from "~/components/ui/FormField";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FormFailure } from "~/lib/forms/result";
import { NEWSLETTER_DELAY_MS, NEWSLETTER_SUCCESS, newsletterError } from "~/lib/home/newsletter";
import { formTools } from "~/lib/webmcp/form-tools";

type ActionResult = FormFailure | { ok: true; message: string };

/**
 * Newsletter sign-up. With scripts it validates in place and confirms after
 * a simulated second (no call is made); without them the form posts to the
 * home route's action, which applies the same rule and answers the same way.
 */
export function NewsletterBox() {
  const result = useActionData<ActionResult>();
  const failed = result && !result.ok ? result : undefined;
  const [error, setError] = useState<string | null>(failed?.fieldErrors.email ?? null);
  const [done, setDone] = useState(Boolean(result?.ok));
  const [pending, setPending] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = newsletterError(new FormData(form).get("email"));
    setError(problem);
    setDone(false);
    if (problem) return;
    setPending(true);
    timer.current = window.setTimeout(() => {
      setPending(false);
      setDone(true);
      form.reset();
    }, NEWSLETTER_DELAY_MS);
  };

  return (
    <section id="newsletter" className="bg-brand-800 py-12 text-white" aria-labelledby="newsletter-title">
      {/* The icon is drawn by CSS (.i-mail). */}
      <div className="container-page i-mail icon-head icon-gold max-w-3xl text-center">
        <h2 id="newsletter-title" className="mt-2 text-2xl font-bold">
          Get 10% Off Your First Order
        </h2>
        <p className="mt-2 text-brand-100">Wellness tips, new products and member offers. Unsubscribe any time.</p>
        <form
          method="post"
          action="/?index#newsletter"
          noValidate
          {...formTools.newsletter}
          onSubmit={onSubmit}
          className="mx-auto mt-6 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-start"
        >
          <div className="flex-1 text-left">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              id="newsletter-email"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="Enter your email"
              defaultValue={failed?.values.email}
              {...errorProps("newsletter", error ?? undefined)}
              className="input bg-white text-slate-900"
            />
            {error ? (
              <p id="newsletter-error" className="mt-1 text-sm font-semibold text-gold-400" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn bg-gold-400 text-brand-900 hover:bg-gold-500" disabled={pending}>
            {pending ? "Subscribing..." : "Subscribe"}
          </button>
        </form>
        <p role="status" className="mt-4 min-h-6 font-semibold text-gold-400">
          {done ? NEWSLETTER_SUCCESS : ""}
        </p>
      </div>
    </section>
  );
}
