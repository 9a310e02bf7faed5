import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import { z } from "zod";
import { cookieName, secureCookies } from "./http/cookies";
import { sessionSecret } from "./secrets";

export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "success", "destructive"]).default("default"),
});
export type Toast = z.infer<typeof toastSchema>;

type ToastData = { toast: Toast };
let storage: SessionStorage<ToastData, ToastData> | undefined;
function toastStorage() {
  storage ??= createCookieSessionStorage<ToastData, ToastData>({
    cookie: {
      name: cookieName("biolife_toast"),
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies(),
      secrets: [sessionSecret()],
    },
  });
  return storage;
}

/** Set-Cookie header carrying a one-shot toast for the next page the browser renders. */
export async function toastHeader(toast: Toast | Omit<Toast, "variant">): Promise<string> {
  const session = await toastStorage().getSession();
  session.flash("toast", toastSchema.parse(toast));
  return toastStorage().commitSession(session);
}

export async function redirectWithToast(
  url: string,
  toast: Omit<Toast, "variant"> & Partial<Pick<Toast, "variant">>,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toastSchema.parse(toast)));
  return redirect(url, { status: 303, ...init, headers });
}

/** Reads (and clears) the pending toast; the returned headers must be sent with the response. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get("toast"));
  if (!parsed.success) return { toast: null, headers: null };
  return { toast: parsed.data, headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }) };
}
