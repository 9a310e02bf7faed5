import { Form, Link, useNavigation } from "@remix-run/react";
import { TextField } from "~/components/ui/FormField";
import { FormAlert } from "~/components/ui/FormAlert";

/** The form a valid reset link opens: choose the new password. */
export function SetPasswordForm({ token, fieldError }: { token: string; fieldError?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-800">Set a New Password</h1>
      <p className="mt-1 text-slate-600">Choose a new password for your account</p>
      <Form
        method="post"
        action={`/auth?mode=reset&token=${encodeURIComponent(token)}`}
        id="auth-form"
        className="mt-6 space-y-4"
        noValidate
      >
        <input type="hidden" name="intent" value="set-password" />
        <input type="hidden" name="token" value={token} />
        <TextField
          label="New Password"
          id="auth-password"
          name="password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label="Confirm Password"
          id="auth-confirm"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        <FormAlert message={fieldError} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Loading..." : "Update Password"}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </div>
  );
}
