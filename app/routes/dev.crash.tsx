import { redirect } from "@remix-run/node";
import { env } from "~/.server/env";

/** Throws during render so the error fallback page can be seen and tested; only with DEV_ROUTES or in development. */
export function loader() {
  if (!env().DEV_ROUTES && env().NODE_ENV === "production") throw redirect("/");
  return { crash: true };
}

export default function Crash(): never {
  throw new Error("Deliberate render crash (dev route)");
}
