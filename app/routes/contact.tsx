import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { sendContactMessage } from "~/.server/contact/send-contact-message";
import { env } from "~/.server/env";
import { readFormData, replyFailure } from "~/.server/forms/submission";
import { clientIp, LIMITS } from "~/.server/rate-limit";
import { redirectWithToast } from "~/.server/toast";
import { ContactCard } from "~/components/contact/ContactCard";
import { ContactForm } from "~/components/contact/ContactForm";
import { PageHero } from "~/components/page/PageHero";
import { contactChannels, contactFormCopy, contactIntro } from "~/content/contact";
import { contactMessages } from "~/lib/contact/schema";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description:
      "Reach the BioLife team by email, phone or mail. We reply within 24-48 hours; phone support Mon-Fri 9AM-6PM EST.",
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
  });

export const headers = staticPageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

/** The message form: validated, rate limited, stored, mailed to the store; a redirect with a toast on success. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const result = await sendContactMessage(form, clientIp(context), {
    db: context.services.db,
    allow: (clientKey, email) => context.services.limiter(LIMITS.contact).consume(`ip:${clientKey}`, `email:${email}`),
    sendMail: context.services.mailer.send,
    storeEmail: env().STORE_EMAIL,
  });
  if (result.body.ok) return redirectWithToast("/contact?sent=1", { ...result.body.toast, variant: "success" });
  return replyFailure(result.body, result.status);
}

export default function Contact() {
  const { sent } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <main id="main">
      <PageHero eyebrow="We're Here to Help" title="Contact Us" intro={contactIntro} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_1.4fr]">
        <ul className="space-y-4" aria-label="Ways to reach us">
          {contactChannels.map((channel) => (
            <ContactCard key={channel.kind} channel={channel} />
          ))}
        </ul>
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">
            {contactFormCopy.heading}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{contactFormCopy.intro}</p>
          {sent ? (
            <div role="status" className="mb-6 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900">
              <p className="font-semibold">{contactMessages.sent.title}</p>
              <p className="text-sm">{contactMessages.sent.description}</p>
            </div>
          ) : null}
          <ContactForm key={failed ? JSON.stringify(failed.values) : "new"} failure={failed} />
        </section>
      </div>
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
