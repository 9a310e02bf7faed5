import type { MetaFunction } from "@remix-run/node";
import { LegalScreen } from "~/components/legal/LegalScreen";
import { legalDocument } from "~/content/legal";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

const doc = legalDocument("terms");

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ title: doc.title, description: doc.description, path: doc.path, siteUrl: siteUrlFrom(matches) });

export const headers = staticPageHeaders;

export default function Terms() {
  return <LegalScreen slug="terms" />;
}
