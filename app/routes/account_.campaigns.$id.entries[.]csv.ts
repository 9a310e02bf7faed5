import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/.server/auth/current-user";
import { campaignEntries } from "~/.server/campaigns/store";
import { signedIn } from "~/.server/db/as-user";
import { entriesCsv } from "~/lib/campaigns/csv";

/** /account/campaigns/:id/entries.csv: a campaign's entries for admins, as a download. */
export async function loader({ request, params, context: { services } }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const id = params.id ?? "";
  const campaign = /^[0-9a-f-]{36}$/i.test(id) ? (await services.campaigns.all()).find((c) => c.id === id) : undefined;
  if (!campaign) throw new Response("Not Found", { status: 404 });
  const rows = await campaignEntries(await services.db(), signedIn(admin.id, admin.email), id);
  const name =
    campaign.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "campaign";
  return new Response(entriesCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-entries.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
