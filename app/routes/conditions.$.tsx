import type { MetaFunction } from "@remix-run/node";
import { ConditionsIndex } from "~/components/conditions/ConditionsIndex";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

/** Deeper unknown paths under /conditions (e.g. /conditions/a/b) show the index too. */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Health Conditions",
    description: "Conditions that affect African American health most, and the nutrition that supports them.",
    path: "/conditions",
    siteUrl: siteUrlFrom(matches),
  });

export const headers = staticPageHeaders;

export default ConditionsIndex;
