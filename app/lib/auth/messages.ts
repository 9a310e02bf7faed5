import { INVALID_EMAIL } from "~/lib/forms/messages";
/** SPEC §5 and §8: the auth screen's exact messages. */
export const AUTH_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters",
  enterEmail: "Please enter your email address",
  invalidEmail: INVALID_EMAIL,
  invalidCredentials: "Invalid email or password",
  loginFailed: "Login Failed",
  alreadyRegistered: "This email is already registered. Please login instead.",
  signUpFailed: "Sign Up Failed",
  loggedIn: "Logged in successfully",
  accountCreated: "Account created successfully! You can now login.",
  resetSent: "Password reset email sent! Check your inbox.",
  unexpected: "An unexpected error occurred.",
  tryAgain: "Please try again.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  passwordUpdated: "Password updated! You can now login with your new password.",
} as const;

export const PASSWORD_MIN_LENGTH = 6;

export type AuthMode = "login" | "signup" | "reset";
export const authModeFrom = (value: string | null): AuthMode =>
  value === "signup" || value === "reset" ? value : "login";
