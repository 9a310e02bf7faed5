import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { AuthMode } from "~/lib/auth/messages";
import { TextField } from "~/components/ui/FormField";
import { FormAlert } from "~/components/ui/FormAlert";

const titles: Record<AuthMode, { heading: string; lead: string; button: string }> = {
  login: { heading: "Welcome Back", lead: "Login to your account", button: "Login" },
  signup: { heading: "Create Account", lead: "Sign up to track orders and more", button: "Sign Up" },
  reset: { heading: "Reset Password", lead: "Enter your email to receive a reset link", button: "Send Reset Link" },
};

/**
 * The login / sign-up / reset-request form: a plain POST form; the mode
 * toggles are links. Switching clears the passwords: a fresh page without
 * scripts, fresh inputs (keyed by mode) with them.
 */
export function AuthForm({
  mode,
  email,
  fieldError,
  submission,
}: {
  mode: AuthMode;
  email: string;
  fieldError?: string;
  submission?: object;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // A failed submission comes back with the passwords cleared (the server never sends them back). Only a
  // submission's answer clears them: on hydration the passwords were typed before the scripts started.
  const answered = useRef(submission);
  useEffect(() => {
    if (answered.current === submission) return;
    answered.current = submission;
    for (const input of formRef.current?.querySelectorAll<HTMLInputElement>("input[type=password]") ?? [])
      input.value = "";
  }, [submission]);
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const { heading, lead, button } = titles[mode];
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-800">{heading}</h1>
      <p className="mt-1 text-slate-600">{lead}</p>
      <Form
        ref={formRef}
        method="post"
        action={`/auth?mode=${mode}`}
        id="auth-form"
        className="mt-6 space-y-4"
        noValidate
      >
        <input type="hidden" name="intent" value={mode} />
        <TextField
          label="Email"
          id="auth-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          key={`${mode}-email`}
        />
        {mode !== "reset" ? (
          <TextField
            label="Password"
            id="auth-password"
            name="password"
            type="password"
            autoComplete={mode === "signup" ? "new-password" : "current-password"}
            key={`${mode}-password`}
          />
        ) : null}
        {mode === "signup" ? (
          <TextField
            label="Confirm Password"
            id="auth-confirm"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
          />
        ) : null}
        <FormAlert message={fieldError} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Loading..." : button}
        </button>
      </Form>
      <div className="mt-4 space-y-2 text-center text-sm">
        {mode === "login" ? (
          <p>
            <Link to="/auth?mode=reset" className="text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </p>
        ) : null}
        {mode === "reset" ? (
          <p>
            <Link to="/auth" className="text-brand-700 hover:underline">
              Back to login
            </Link>
          </p>
        ) : (
          <p>
            <Link to={mode === "login" ? "/auth?mode=signup" : "/auth"} className="text-brand-700 hover:underline">
              {mode === "login" ? "Don't have an account? Sign up" : "Already have an account? Login"}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
