import type { MetaFunction } from "@remix-run/node";
import { ContactCard } from "~/components/contact/ContactCard";
import { ContactForm } from "~/components/contact/ContactForm";
import { PageHero } from "~/components/page/PageHero";
import { contactChannels, contactFormCopy, contactIntro } from "~/content/contact";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description: "Reach the BioLife team by email, phone or mail. We reply within 24-48 hours; phone support Mon-Fri 9AM-6PM EST.",
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
  });

export const headers = staticPageHeaders;

// The form's action (validation, rate limit, mail) is delivered by a later issue.
export default function Contact() {
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
          <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">{contactFormCopy.heading}</h2>
          <p className="mt-2 mb-6 text-slate-700">{contactFormCopy.intro}</p>
          <ContactForm />
        </section>
      </div>
    </main>
  );
}
