import { logger } from "~/.server/ops/logger";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { Kysely } from "kysely";
import { formFailure, readSubmission, replyFailure } from "~/.server/forms/submission";
import {
  fetchShopifyOrders,
  linkShopifyAccount,
  listKnowledge,
  sendAccountConfirmation,
  shopifyLink,
} from "~/.server/account/account";
import { requireUser } from "~/.server/auth/current-user";
import { shopNow } from "~/.server/clock";
import { publicOrigin } from "~/.server/http/public-origin";
import type { Database } from "~/.server/db/types";
import type { Services } from "~/.server/services";
import { redirectWithToast } from "~/.server/toast";
import { AccountInfo } from "~/components/account/AccountInfo";
import { AccountTabs, type AccountTab } from "~/components/account/AccountTabs";
import { CampaignsTab } from "~/components/campaigns/CampaignsTab";
import { lazy, Suspense } from "react";
import { loadRatings } from "~/.server/backoffice/ratings";
import { ChatbotTrainingTab, type KnowledgeEntryView } from "~/components/account/ChatbotTrainingTab";
import { OrderHistory, type OrdersView } from "~/components/account/OrderHistory";
import { Subscriptions } from "~/components/account/Subscriptions";
import { loadSubscriptions } from "~/.server/account/subscriptions";
import { ACCOUNT_MESSAGES, type Order } from "~/lib/account/order";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { accountActionSchema } from "~/lib/account/link";
import { PROOF_MESSAGES } from "~/lib/account/proof";
import { AUTH_MESSAGES } from "~/lib/auth/messages";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "My Account",
    description: "Your BioLife account and order history.",
    path: "/account",
    siteUrl: siteUrlFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

export const headers = () => ({ "Cache-Control": "private, no-store" });

// The back office's ratings panel loads only for an admin's Training tab: a shopper's /account never fetches it.
// The server renders it whole (pages are sent once all is ready), so it shows without JavaScript too.
const RatingsPanel = lazy(() =>
  import("~/components/backoffice/RatingsPanel").then((m) => ({ default: m.RatingsPanel })),
);

const tabFrom = (value: string | null): AccountTab =>
  value === "orders" || value === "training" || value === "campaigns" ? value : "account";

async function loadOrders(request: Request, services: Services, db: Kysely<Database>): Promise<OrdersView> {
  const response = await fetchShopifyOrders(services, db)(request);
  if (!response.ok) return { state: "failed" };
  const body = (await response.json()) as { orders: Order[]; linked: boolean; confirmed: boolean };
  if (!body.linked) return { state: "unlinked" };
  return body.confirmed ? { state: "loaded", orders: body.orders } : { state: "unconfirmed" };
}

export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const user = await requireUser(request, services);
  const db = await services.db();
  const tab = user.isAdmin ? tabFrom(new URL(request.url).searchParams.get("tab")) : "account";
  const showAccount = !user.isAdmin || tab === "account";
  const showOrders = !user.isAdmin || tab === "orders";
  const [link, orders, subscriptions, knowledge] = await Promise.all([
    showAccount ? shopifyLink(db, user) : null,
    showOrders ? loadOrders(request, services, db) : null,
    showOrders ? loadSubscriptions(services, db, user) : null,
    user.isAdmin && tab === "training" ? listKnowledge(db, user).catch(() => "failed" as const) : null,
  ]);
  const ratings = user.isAdmin && tab === "training" ? await loadRatings(db, user).catch(() => null) : null;
  const campaigns = user.isAdmin && tab === "campaigns" ? await services.campaigns.all().catch(() => null) : undefined;
  const knowledgeFailed = knowledge === "failed";
  const entries: KnowledgeEntryView[] | null =
    knowledge === "failed"
      ? null
      : (knowledge?.map((k) => ({ ...k, created_at: new Date(k.created_at).toISOString() })) ?? null);
  return data(
    {
      email: user.email,
      // Built-in accounts confirm through our mailed link; Supabase Auth confirms through its own mail.
      canSendConfirmation: !user.emailConfirmed && services.auth.name === "builtin",
      isAdmin: user.isAdmin,
      tab,
      link,
      orders,
      subscriptions,
      entries,
      knowledgeFailed,
      campaigns,
      ratings,
      now: shopNow(request).toISOString(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Confirmation mails a user may ask for: per account and per address (each may go to someone else's inbox). */
const CONFIRMATION_MAILS = { name: "confirmation-mail", points: 5, duration: 60 * 60 };

export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  const user = await requireUser(request, services);
  const submission = await readSubmission(request, accountActionSchema, { defaults: { intent: "link" } });
  if (!submission.ok) return replyFailure(submission.failure);
  const { data: form } = submission;
  const target = form.intent === "link" ? form.email : user.email;
  if (form.intent === "send-confirmation" && (user.emailConfirmed || services.auth.name !== "builtin"))
    return redirect("/account", 303);
  const allowed = await services.limiter(CONFIRMATION_MAILS).consume(`user:${user.id}`, `email:${target}`);
  if (!allowed) {
    const formError = {
      title: "Too Many Attempts",
      description: AUTH_MESSAGES.tooManyAttempts,
      variant: "destructive" as const,
    };
    return replyFailure(formFailure(submission.form, { formError }), 429);
  }
  const deps = { db: await services.db(), sendMail: services.mailer.send, siteUrl: publicOrigin() };
  try {
    if (form.intent === "send-confirmation") {
      await sendAccountConfirmation(deps, user);
      return redirectWithToast("/account", { title: PROOF_MESSAGES.confirmationSent, variant: "success" });
    }
    const outcome = await linkShopifyAccount(deps, user, form.email);
    if (outcome === "linked")
      return redirectWithToast("/account", { title: ACCOUNT_MESSAGES.linked, variant: "success" });
    if (outcome === "confirmation_sent")
      return redirectWithToast("/account", {
        title: PROOF_MESSAGES.linkSentTitle,
        description: PROOF_MESSAGES.confirmationSent,
        variant: "success",
      });
  } catch (error) {
    logger.error(`account: ${form.intent} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return redirectWithToast("/account", {
    title: "Error",
    description: form.intent === "link" ? ACCOUNT_MESSAGES.linkFailed : AUTH_MESSAGES.unexpected,
    variant: "destructive",
  });
}

export default function AccountPage() {
  const {
    email,
    canSendConfirmation,
    isAdmin,
    tab,
    link,
    orders,
    subscriptions,
    entries,
    knowledgeFailed,
    campaigns,
    ratings,
    now,
  } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const accountSection = (
    <AccountInfo email={email} canSendConfirmation={canSendConfirmation} link={link} failure={failed} />
  );
  return (
    <main id="main" className="container-page max-w-3xl py-10">
      <h1 className="mb-6 flex items-center gap-3 text-3xl font-bold text-brand-800">
        My Account
        {isAdmin ? (
          <span className="rounded-full bg-gold-500 px-3 py-1 text-xs font-bold uppercase text-brand-900">Admin</span>
        ) : null}
      </h1>
      {isAdmin ? (
        <>
          <AccountTabs current={tab} />
          {tab === "account" ? accountSection : null}
          {tab === "orders" && orders ? <OrderHistory view={orders} /> : null}
          {tab === "orders" && subscriptions ? <Subscriptions view={subscriptions} /> : null}
          {tab === "training" ? <ChatbotTrainingTab entries={entries ?? []} loadFailed={knowledgeFailed} /> : null}
          {tab === "training" && ratings ? (
            <Suspense fallback={null}>
              <RatingsPanel ratedDown={ratings.ratedDown} chart={ratings.chart} />
            </Suspense>
          ) : null}
          {tab === "campaigns" && campaigns !== undefined ? <CampaignsTab campaigns={campaigns} now={now} /> : null}
        </>
      ) : (
        <div className="space-y-6">
          {accountSection}
          {orders ? <OrderHistory view={orders} /> : null}
          {subscriptions ? <Subscriptions view={subscriptions} /> : null}
        </div>
      )}
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
