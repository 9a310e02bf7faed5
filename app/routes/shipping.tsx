import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page/PageHero";
import { ShippingHighlights } from "~/components/shipping/ShippingHighlights";
import { ShippingMethodsTable } from "~/components/shipping/ShippingMethodsTable";
import {
  processing,
  returnSteps,
  returnsPolicy,
  shippingHelp,
  shippingHighlights,
  shippingMethods,
  subscriptionCopy,
} from "~/content/shipping";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shipping & Returns",
    description:
      "Free shipping over $50 in the continental US, orders shipped within 1-2 business days, and 30-day returns on unopened products.",
    path: "/shipping",
    siteUrl: siteUrlFrom(matches),
  });

export const headers = staticPageHeaders;

export default function Shipping() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Customer Care"
        title="Shipping & Returns"
        intro="Fast, careful delivery and a simple return policy, so you can order with confidence."
      />
      <div className="container-page space-y-14 py-12">
        <ShippingHighlights items={shippingHighlights} />

        <section aria-labelledby="shipping-options">
          <h2 id="shipping-options" className="mb-4 text-2xl font-bold text-brand-900">
            Shipping options
          </h2>
          <ShippingMethodsTable methods={shippingMethods} />
        </section>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="processing" className="prose-page">
            <h2 id="processing" className="mt-0">
              Order processing
            </h2>
            {processing.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
          <section aria-labelledby="subscriptions" className="prose-page">
            <h2 id="subscriptions" className="mt-0">
              Subscribe & save
            </h2>
            {subscriptionCopy.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        </div>

        <section aria-labelledby="returns" className="grid gap-10 lg:grid-cols-2">
          <div className="prose-page">
            <h2 id="returns" className="mt-0">
              Returns & refunds
            </h2>
            {returnsPolicy.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h3 className="text-lg font-bold text-brand-900">How to return an item</h3>
            <ol className="mt-4 space-y-3">
              {returnSteps.map((step, i) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <span
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className="leading-relaxed">{step}</span>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="help" className="rounded-2xl bg-brand-900 p-8 text-white">
          <h2 id="help" className="text-2xl font-bold">
            {shippingHelp.heading}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{shippingHelp.text}</p>
          <Link to="/contact" className="btn mt-6 bg-gold-400 text-brand-900 hover:bg-gold-500">
            Contact Us
          </Link>
        </section>
      </div>
    </main>
  );
}
