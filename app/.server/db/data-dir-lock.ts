import fs from "node:fs";
import path from "node:path";
import { makeDataDirPrivate, privateFromNowOn } from "./private-data-dir";

/**
 * One owner per embedded data directory: `DATA_DIR/owner.lock` holds the
 * owner's PID and process start time, created with O_EXCL. PGlite opened by two
 * processes at once silently loses one side's writes, so nothing opens it
 * without this lock.
 */
export type LockOwner = { pid: number; startedAt: string | null; command: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(`DATA_DIR ${dataDir} is in use by PID ${owner.pid} (${owner.command}); stop it or use another DATA_DIR`);
    this.name = "DataDirLockedError";
  }
}

export const lockPath = (dataDir: string) => path.join(path.resolve(dataDir), "owner.lock");

/** The process's start time as the kernel counts it (clock ticks since boot); null where /proc is not there. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22, counted after the command name, which may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live owner recorded in the lock file, or null when there is none or it is stale (dead, or its PID reused). */
export function readLockOwner(dataDir: string): LockOwner | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath(dataDir), "utf8");
  } catch {
    return null;
  }
  const owner = parseOwner(text);
  return isLiveOwner(owner) ? owner : null;
}

function parseOwner(text: string): LockOwner | null {
  try {
    return JSON.parse(text) as LockOwner;
  } catch {
    return null; // cut short: stale
  }
}

function isLiveOwner(owner: LockOwner | null): owner is LockOwner {
  if (!owner || !Number.isInteger(owner.pid) || !alive(owner.pid)) return false;
  // A PID the kernel has given to a newer process is not the owner.
  const started = processStartTime(owner.pid);
  return !(owner.startedAt && started && started !== owner.startedAt);
}

const held = new Map<string, string>();

/** Takes the lock for this process (a second take in the same process is a no-op); throws DataDirLockedError when another live process holds it. */
export function acquireDataDirLock(dataDir: string, command = process.argv.slice(1).join(" ")): () => void {
  const file = lockPath(dataDir);
  privateFromNowOn(dataDir);
  const me: LockOwner = { pid: process.pid, startedAt: processStartTime(process.pid), command: command.slice(0, 200) };
  const body = JSON.stringify(me);
  for (let attempt = 0; ; attempt++) {
    if (held.has(file)) return () => releaseDataDirLock(dataDir);
    try {
      // Written under a temporary name and linked into place: link fails when the lock exists, and
      // a reader never sees a half-written file.
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, body, { mode: 0o600 });
      try {
        fs.linkSync(temp, file);
      } finally {
        fs.rmSync(temp, { force: true });
      }
      held.set(file, body);
      announcePrivate(dataDir);
      return () => releaseDataDirLock(dataDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 3) throw error;
    }
    const owner = readLockOwner(dataDir);
    if (owner) throw new DataDirLockedError(path.resolve(dataDir), owner);
    // Stale: move it aside atomically; if what was moved turns out live (taken over by another
    // process between our read and the rename), put it back and look again.
    const aside = `${file}.stale.${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    if (isLiveOwner(parseOwner(fs.readFileSync(aside, "utf8")))) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // A newer lock is already in place.
      }
    }
    fs.rmSync(aside, { force: true });
  }
}

/** Closes what is still open to others now that this process owns the directory, and says so. */
export function announcePrivate(dataDir: string): void {
  const closed = makeDataDirPrivate(dataDir);
  if (closed > 0)
    console.warn(
      `DATA_DIR ${path.resolve(dataDir)}: ${closed} entries were open to other users; made private (0700 folders, 0600 files)`,
    );
}

export function releaseDataDirLock(dataDir: string): void {
  const file = lockPath(dataDir);
  const body = held.get(file);
  if (body === undefined) return;
  held.delete(file);
  try {
    if (fs.readFileSync(file, "utf8") === body) fs.rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}

// A process that exits without closing its database still gives the directory back.
process.once("exit", () => {
  for (const file of held.keys()) releaseDataDirLock(path.dirname(file));
});
