import fs from "node:fs";
import path from "node:path";

/**
 * db:restore builds the shop aside, in DATA_DIR/.restore, writes the marker
 * `complete` there last, and only then renames each part into place. So a
 * restore cut off before the marker has put nothing in place, and one cut
 * off after it is finished by whoever opens DATA_DIR next; a start refuses a
 * DATA_DIR with an unfinished one instead of opening an empty shop.
 */
export const RESTORE_DIR = ".restore";
const DONE_MARKER = "complete";

export const restoreAsidePath = (dataDir: string) => path.join(path.resolve(dataDir), RESTORE_DIR);

export class UnfinishedRestoreError extends Error {
  constructor(dataDir: string) {
    const aside = restoreAsidePath(dataDir);
    super(
      `DATA_DIR ${path.resolve(dataDir)} holds a db:restore that did not finish (${aside}); nothing of it is in place. ` +
        `Run npm run db:restore -- <file> again (it starts over), or remove ${aside} to start an empty shop`,
    );
    this.name = "UnfinishedRestoreError";
  }
}

function fsyncPath(file: string) {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a new file, 0600, flushed to disk before this returns. */
export function writeFlushed(file: string, text: string) {
  const fd = fs.openSync(file, "wx", 0o600);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a file aside (0600, flushed). */
export const writeAside = (dataDir: string, name: string, text: string) =>
  writeFlushed(path.join(restoreAsidePath(dataDir), name), text);

/** Everything aside is written and flushed: the restore now counts as made. */
export function markRestoreComplete(dataDir: string) {
  writeAside(dataDir, DONE_MARKER, new Date().toISOString());
  fsyncPath(restoreAsidePath(dataDir));
}

/** Renames every part of a complete restore into DATA_DIR (each part not moved yet), then removes the folder. */
function moveIntoPlace(dataDir: string) {
  const aside = restoreAsidePath(dataDir);
  for (const name of fs.readdirSync(aside)) {
    if (name === DONE_MARKER) continue;
    const target = path.join(path.resolve(dataDir), name);
    if (fs.existsSync(target))
      throw new Error(`${target} exists beside a complete db:restore of it in ${aside}; move one of them away`);
    fs.renameSync(path.join(aside, name), target);
  }
  fsyncPath(path.resolve(dataDir));
  fs.rmSync(aside, { recursive: true, force: true });
}

/**
 * Run by whatever owns DATA_DIR (its lock held) before it opens anything there: finishes a complete restore,
 * throws UnfinishedRestoreError for one cut off before its marker, does nothing without one. `discardUnfinished`
 * (db:restore, which starts over) removes an unfinished one instead.
 */
export function settleRestore(dataDir: string, options: { discardUnfinished?: boolean } = {}): void {
  const aside = restoreAsidePath(dataDir);
  if (!fs.existsSync(aside)) return;
  if (fs.existsSync(path.join(aside, DONE_MARKER))) return moveIntoPlace(dataDir);
  if (!options.discardUnfinished) throw new UnfinishedRestoreError(dataDir);
  fs.rmSync(aside, { recursive: true, force: true });
}

/** Moves a restore just marked complete into place. */
export const finishRestore = moveIntoPlace;
