import { redirect } from "@remix-run/node";
import { DeliberateFault, faultsEnabled } from "~/.server/http/dev-faults";

/** /dev/fault.json: a resource route whose loader fails on purpose (see dev.fault.tsx). */
export async function loader() {
  if (!faultsEnabled()) throw redirect("/");
  throw new DeliberateFault("resource route");
}
