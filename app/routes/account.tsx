import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { Kysely } from "kysely";
import { readSubmission, replyFailure } from "~/.server/forms/submission";
import { fetchShopifyOrders, linkShopifyAccount, linkedShopifyEmail, listKnowledge } from "~/.server/account/account";
import { requireUser } from "~/.server/auth/current-user";
import { shopNow } from "~/.server/clock";
import type { Database } from "~/.server/db/types";
import type { Services } from "~/.server/services";
import { redirectWithToast } from "~/.server/toast";
import { AccountInfo } from "~/components/account/AccountInfo";
import { AccountTabs, type AccountTab } from "~/components/account/AccountTabs";
import { CampaignsTab } from "~/components/campaigns/CampaignsTab";
import { ChatbotTrainingTab, type KnowledgeEntryView } from "~/components/account/ChatbotTrainingTab";
import { OrderHistory, type OrdersView } from "~/components/account/OrderHistory";
import { ACCOUNT_MESSAGES, type Order } from "~/lib/account/order";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { linkAccountSchema } from "~/lib/account/link";

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

const tabFrom = (value: string | null): AccountTab =>
  value === "orders" || value === "training" || value === "campaigns" ? value : "account";

async function loadOrders(request: Request, services: Services, db: Kysely<Database>): Promise<OrdersView> {
  const response = await fetchShopifyOrders(services, db)(request);
  if (!response.ok) return { state: "failed" };
  const body = (await response.json()) as { orders: Order[]; linked: boolean };
  return body.linked ? { state: "loaded", orders: body.orders } : { state: "unlinked" };
}

export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const user = await requireUser(request, services);
  const db = await services.db();
  const tab = user.isAdmin ? tabFrom(new URL(request.url).searchParams.get("tab")) : "account";
  const showAccount = !user.isAdmin || tab === "account";
  const showOrders = !user.isAdmin || tab === "orders";
  const [linkedEmail, orders, knowledge] = await Promise.all([
    showAccount ? linkedShopifyEmail(db, user) : null,
    showOrders ? loadOrders(request, services, db) : null,
    user.isAdmin && tab === "training" ? listKnowledge(db, user).catch(() => "failed" as const) : null,
  ]);
  const campaigns = user.isAdmin && tab === "campaigns" ? await services.campaigns.all().catch(() => null) : undefined;
  const knowledgeFailed = knowledge === "failed";
  const entries: KnowledgeEntryView[] | null =
    knowledge === "failed"
      ? null
      : (knowledge?.map((k) => ({ ...k, created_at: new Date(k.created_at).toISOString() })) ?? null);
  return data(
    {
      email: user.email,
      isAdmin: user.isAdmin,
      tab,
      linkedEmail,
      orders,
      entries,
      knowledgeFailed,
      campaigns,
      now: shopNow(request).toISOString(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const user = await requireUser(request, services);
  const submission = await readSubmission(request, linkAccountSchema);
  if (!submission.ok) return replyFailure(submission.failure);
  try {
    const linked = await linkShopifyAccount(await services.db(), user, submission.data.email);
    if (linked) return redirectWithToast("/account", { title: ACCOUNT_MESSAGES.linked, variant: "success" });
  } catch (error) {
    console.error(`account: link failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return redirectWithToast("/account", {
    title: "Error",
    description: ACCOUNT_MESSAGES.linkFailed,
    variant: "destructive",
  });
}

export default function AccountPage() {
  const { email, isAdmin, tab, linkedEmail, orders, entries, knowledgeFailed, campaigns, now } =
    useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const accountSection = <AccountInfo email={email} linkedEmail={linkedEmail} failure={failed} />;
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
          {tab === "training" ? <ChatbotTrainingTab entries={entries ?? []} loadFailed={knowledgeFailed} /> : null}
          {tab === "campaigns" && campaigns !== undefined ? <CampaignsTab campaigns={campaigns} now={now} /> : null}
        </>
      ) : (
        <div className="space-y-6">
          {accountSection}
          {orders ? <OrderHistory view={orders} /> : null}
        </div>
      )}
    </main>
  );
}
