import { data, redirect } from "@remix-run/node";
import { LIMITS, type Limiter, type LimitRule } from "~/.server/rate-limit";
import { redirectWithToast } from "~/.server/toast";
import { AUTH_MESSAGES } from "~/lib/auth/messages";
import { validateAuthFields, type Intent } from "~/lib/auth/validate";
import type { ToastMessage } from "~/lib/toast";
import type { AuthError, AuthProvider } from "./provider";
import { commitAuthSession } from "./session";

/** What a failed submission sends back to the form: the message and what the visitor typed (never passwords). */
export interface AuthActionData {
  intent: Intent;
  email: string;
  fieldError?: string;
  toast?: ToastMessage;
}

const field = (form: FormData, name: string, max = 320) => String(form.get(name) ?? "").slice(0, max);
const intents: Intent[] = ["login", "signup", "reset", "set-password"];

function failure(body: AuthActionData, status: number) {
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

function describe(error: AuthError): string {
  if (error.kind === "other") return error.message || AUTH_MESSAGES.unexpected;
  if (error.kind === "weak_password") return AUTH_MESSAGES.passwordTooShort;
  return AUTH_MESSAGES.unexpected;
}

/** The /auth action: login, sign up, reset request and setting the new password. */
export async function authAction(
  request: Request,
  deps: { provider: AuthProvider; limiter: (rule: LimitRule) => Limiter; ip: string; siteUrl: string },
) {
  const form = await request.formData().catch(() => new FormData());
  const intent = intents.find((i) => i === form.get("intent")) ?? "login";
  const email = field(form, "email").trim();
  const fields = {
    email,
    password: field(form, "password", 200),
    confirmPassword: field(form, "confirmPassword", 200),
  };
  const token = field(form, "token", 200);

  const invalid = validateAuthFields(intent, fields);
  if (invalid) return failure({ intent, email, fieldError: invalid }, 400);

  const rule = intent === "login" ? LIMITS.signIn : intent === "signup" ? LIMITS.signUp : LIMITS.reset;
  const keys = [`ip:${deps.ip}`, ...(email ? [`email:${email}`] : [])];
  if (!(await deps.limiter(rule).consume(...keys))) {
    return failure(
      {
        intent,
        email,
        toast: { title: "Too Many Attempts", description: AUTH_MESSAGES.tooManyAttempts, variant: "destructive" },
      },
      429,
    );
  }

  const { provider } = deps;
  try {
    if (intent === "login") {
      const result = await provider.signIn(email, fields.password);
      if (!result.ok) {
        const description =
          result.error.kind === "invalid_credentials" ? AUTH_MESSAGES.invalidCredentials : describe(result.error);
        return failure({ intent, email, toast: { title: "Login Failed", description, variant: "destructive" } }, 401);
      }
      const cookie = await commitAuthSession(request, result.value);
      return redirectWithToast(
        "/",
        { title: AUTH_MESSAGES.loggedIn, variant: "success" },
        { headers: { "Set-Cookie": cookie } },
      );
    }
    if (intent === "signup") {
      const result = await provider.signUp(email, fields.password, { redirectTo: `${deps.siteUrl}/` });
      if (!result.ok) {
        const description =
          result.error.kind === "already_registered" ? AUTH_MESSAGES.alreadyRegistered : describe(result.error);
        return failure(
          { intent, email, toast: { title: "Sign Up Failed", description, variant: "destructive" } },
          result.error.kind === "already_registered" ? 409 : 400,
        );
      }
      return redirectWithToast("/auth", { title: AUTH_MESSAGES.accountCreated, variant: "success" });
    }
    if (intent === "reset") {
      const result = await provider.requestPasswordReset(email, { redirectTo: `${deps.siteUrl}/auth` });
      if (!result.ok)
        return failure(
          { intent, email, toast: { title: "Error", description: describe(result.error), variant: "destructive" } },
          502,
        );
      return redirectWithToast("/auth", { title: AUTH_MESSAGES.resetSent, variant: "success" });
    }
    const result = await provider.resetPassword(token, fields.password);
    if (!result.ok) {
      if (result.error.kind === "invalid_token")
        return redirect(`/auth?mode=reset&token=${encodeURIComponent(token)}`, 303);
      return failure(
        { intent, email, toast: { title: "Error", description: describe(result.error), variant: "destructive" } },
        400,
      );
    }
    return redirectWithToast("/auth", { title: AUTH_MESSAGES.passwordUpdated, variant: "success" });
  } catch (error) {
    console.error(`auth: ${intent} failed: ${error instanceof Error ? error.message : String(error)}`);
    // The account store is unreachable (database or auth service down): ask to retry, keep the email typed.
    return failure(
      {
        intent,
        email,
        toast: {
          title: "Error",
          description: `${AUTH_MESSAGES.unexpected} ${AUTH_MESSAGES.tryAgain}`,
          variant: "destructive",
        },
      },
      503,
    );
  }
}
