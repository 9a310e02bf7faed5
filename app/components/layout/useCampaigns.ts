import { useRouteLoaderData } from "@remix-run/react";
import { NO_CAMPAIGNS, type ActiveCampaigns } from "~/lib/campaigns/active";

/** The running campaigns, as the root loader decided them on the server. */
export function useCampaigns(): ActiveCampaigns {
  const root = useRouteLoaderData("root") as { campaigns?: ActiveCampaigns } | undefined;
  return root?.campaigns ?? NO_CAMPAIGNS;
}
