import { redirect } from "@remix-run/node";
import { LIMITS, type Limiter, type LimitRule } from "~/.server/rate-limit";
import { redirectWithToast } from "~/.server/toast";
import { PROOF_MESSAGES } from "~/lib/account/proof";
import { AUTH_MESSAGES } from "~/lib/auth/messages";
import { AUTH_SECRETS, authIntentOf, authSchema, type Intent } from "~/lib/auth/validate";
import { formFailure, readSubmission, replyFailure } from "~/.server/forms/submission";
import type { FormFailure } from "~/lib/forms/result";
import type { AuthError, AuthProvider } from "./provider";
import { commitAuthSession } from "./session";
import { logger } from "~/.server/ops/logger";

/** What a failed submission sends back to the form: the house failure shape (passwords never echoed) and its form. */
export type AuthActionData = FormFailure & { intent: Intent };

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
  const submission = await readSubmission(request, authSchema, { secret: AUTH_SECRETS });
  const intent = authIntentOf(submission.form);
  const failure = (errors: Parameters<typeof formFailure>[1], status: number) =>
    replyFailure({ intent, ...formFailure(submission.form, errors, AUTH_SECRETS) }, status);
  if (!submission.ok) return replyFailure({ intent, ...submission.failure });
  const { email, token, ...fields } = submission.data;

  const rule = intent === "login" ? LIMITS.signIn : intent === "signup" ? LIMITS.signUp : LIMITS.reset;
  const keys = [`ip:${deps.ip}`, ...(email ? [`email:${email}`] : [])];
  if (!(await deps.limiter(rule).consume(...keys))) {
    return failure(
      { formError: { title: "Too Many Attempts", description: AUTH_MESSAGES.tooManyAttempts, variant: "destructive" } },
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
        return failure({ formError: { title: "Login Failed", description, variant: "destructive" } }, 401);
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
          { formError: { title: "Sign Up Failed", description, variant: "destructive" } },
          result.error.kind === "already_registered" ? 409 : 400,
        );
      }
      // Built-in accounts get our confirmation link; Supabase Auth sends its own mail when the project asks for one.
      const description = provider.name === "builtin" ? PROOF_MESSAGES.signUpConfirm : undefined;
      return redirectWithToast("/auth", { title: AUTH_MESSAGES.accountCreated, description, variant: "success" });
    }
    if (intent === "reset") {
      const result = await provider.requestPasswordReset(email, { redirectTo: `${deps.siteUrl}/auth` });
      if (!result.ok)
        return failure(
          { formError: { title: "Error", description: describe(result.error), variant: "destructive" } },
          502,
        );
      return redirectWithToast("/auth", { title: AUTH_MESSAGES.resetSent, variant: "success" });
    }
    const result = await provider.resetPassword(token, fields.password);
    if (!result.ok) {
      if (result.error.kind === "invalid_token")
        return redirect(`/auth?mode=reset&token=${encodeURIComponent(token)}`, 303);
      return failure(
        { formError: { title: "Error", description: describe(result.error), variant: "destructive" } },
        400,
      );
    }
    return redirectWithToast("/auth", { title: AUTH_MESSAGES.passwordUpdated, variant: "success" });
  } catch (error) {
    logger.error(`auth: ${intent} failed: ${error instanceof Error ? error.message : String(error)}`);
    // The account store is unreachable (database or auth service down): ask to retry, keep the email typed.
    return failure(
      {
        formError: {
          title: "Error",
          description: `${AUTH_MESSAGES.unexpected} ${AUTH_MESSAGES.tryAgain}`,
          variant: "destructive",
        },
      },
      503,
    );
  }
}
