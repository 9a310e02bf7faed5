import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env";

let secret: string | undefined;

/**
 * The key that signs cookies: SESSION_SECRET, or one generated once and kept
 * in DATA_DIR so sessions survive restarts and are shared by every worker.
 */
export function sessionSecret(): string {
  if (secret) return secret;
  const configured = env().SESSION_SECRET;
  if (configured) return (secret = configured);
  const file = path.join(env().DATA_DIR, "session-secret");
  try {
    secret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fresh = crypto.randomBytes(32).toString("hex");
    try {
      fs.writeFileSync(file, fresh, { flag: "wx", mode: 0o600 });
      secret = fresh;
    } catch {
      secret = fs.readFileSync(file, "utf8").trim(); // another worker wrote it first
    }
  }
  return secret;
}
