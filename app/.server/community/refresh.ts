import type { CurrentUser } from "~/.server/auth/current-user";
import { ACCESS_DENIED, refreshCopy, UPDATE_FAILED, type RefreshKind } from "~/lib/community/refresh";

export type ServerFunction = (request: Request) => Promise<Response>;

export interface RefreshResult {
  intent: RefreshKind;
  ok: boolean;
  toast: { title: string; description: string; variant: "success" | "destructive" };
}

export interface RefreshDeps {
  currentUser: (request: Request) => Promise<CurrentUser | null>;
  /** The fetch-health-events / -caregiver-resources / -support-groups functions. */
  functions: Record<RefreshKind, ServerFunction>;
  log?: Pick<Console, "error">;
}

const COUNT_KEYS: Record<RefreshKind, string> = {
  events: "eventsFound",
  resources: "resourcesFound",
  groups: "groupsFound",
};

/**
 * An admin's refresh of one community list. The role is checked here on the
 * server: anyone else gets Access Denied with HTTP 403 and the function never
 * runs. Success reports the count; failure the function's error, or the
 * spec's fallback text when it gave none.
 */
export async function refreshCommunity(
  kind: RefreshKind,
  request: Request,
  deps: RefreshDeps,
): Promise<{ status: number; body: RefreshResult }> {
  const copy = refreshCopy[kind];
  const user = await deps.currentUser(request);
  if (!user?.isAdmin) {
    return {
      status: 403,
      body: {
        intent: kind,
        ok: false,
        toast: { title: ACCESS_DENIED, description: copy.deniedText, variant: "destructive" },
      },
    };
  }
  const failed = (description: string, status = 502) => ({
    status,
    body: { intent: kind, ok: false, toast: { title: UPDATE_FAILED, description, variant: "destructive" as const } },
  });
  try {
    const response = await deps.functions[kind](
      new Request(`http://functions.internal/refresh-${kind}`, { method: "POST" }),
    );
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || body.success === false)
      return failed(typeof body.error === "string" && body.error ? body.error : copy.fallbackError);
    const found = Number(body[COUNT_KEYS[kind]] ?? 0);
    return {
      status: 200,
      body: {
        intent: kind,
        ok: true,
        toast: { title: copy.updated, description: copy.count(found), variant: "success" },
      },
    };
  } catch (error) {
    (deps.log ?? console).error(`community refresh (${kind}) failed: ${(error as Error).message}`);
    return failed(copy.fallbackError);
  }
}
