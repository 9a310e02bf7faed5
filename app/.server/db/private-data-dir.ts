import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * DATA_DIR holds the database (password hashes, shoppers' emails), the
 * storefront's orders and the session secret: it and everything in it are the
 * shop's user's alone. The process's umask makes every file it creates from
 * then on (PGlite's too, and those of the processes it starts) 0600 and every
 * folder 0700; an entry found open to others at start (a shop made before,
 * files copied in) is closed, and how many were is returned for a log line.
 */
export const PRIVATE_UMASK = 0o077;

/** Sets the umask and makes DATA_DIR (0700) when it is not there; touches nothing in it. */
export function privateFromNowOn(dataDir: string): void {
  // The umask is the process's: only the main thread may set it (workers inherit it).
  if (isMainThread) process.umask(process.umask() | PRIVATE_UMASK);
  fs.mkdirSync(path.resolve(dataDir), { recursive: true, mode: 0o700 });
}

/** Closes every entry open to others (never following a link); answers how many were. */
export function makeDataDirPrivate(dataDir: string): number {
  privateFromNowOn(dataDir);
  // DATA_DIR itself may be a link to where the data lives (another disk): what it names is walked.
  const root = fs.realpathSync(path.resolve(dataDir));
  let closed = 0;
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return; // chmod would follow the link out of DATA_DIR
    if ((stat.mode & PRIVATE_UMASK) !== 0) {
      try {
        fs.chmodSync(entry, stat.mode & 0o700);
      } catch (error) {
        throw new Error(
          `DATA_DIR ${root}: ${entry} is open to other users and cannot be made private (${(error as Error).message}); ` +
            `chown it to the shop's user`,
        );
      }
      closed += 1;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(root);
  return closed;
}
