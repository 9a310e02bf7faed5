import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { DeliberateFault, faultsEnabled } from "~/.server/http/dev-faults";

/**
 * /dev/fault: a loader, an action and a promise left unhandled that fail on
 * purpose, so a test can see that each is a 500 (or nothing) for that request
 * and never the end of the process. Only with DEV_ROUTES or in development.
 * `?in=loader` throws in the loader; `?in=unhandled` answers, leaving a
 * rejected promise that nothing awaits; a POST throws in the action.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!faultsEnabled()) throw redirect("/");
  const where = new URL(request.url).searchParams.get("in");
  if (where === "loader") throw new DeliberateFault("loader");
  if (where === "unhandled") void Promise.reject(new DeliberateFault("promise nothing awaits"));
  return { where };
}

export async function action(_args: ActionFunctionArgs) {
  if (!faultsEnabled()) throw redirect("/");
  throw new DeliberateFault("action");
}

export const meta: MetaFunction = () => [{ title: "Fault page | BioLife" }, { name: "robots", content: "noindex" }];

export default function Fault() {
  return (
    <main id="main" className="container-page py-16">
      <h1 className="text-3xl font-bold">Fault page</h1>
    </main>
  );
}
