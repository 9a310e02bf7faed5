import { z } from "zod";
import { DumpError, openSealedDump, sealDump } from "./dump-script";

/**
 * What `npm run db:backup` writes: everything the shop stores in DATA_DIR
 * that is not made again on its own. The database (pg_dump's plain SQL,
 * sealed), the embedded storefront's carts, orders and subscriptions
 * (`local-storefront.json`, its journal folded in) and, when the operator
 * asks for them, the secrets. One JSON document, sealed with the dump's end
 * line and SHA-256, so a file cut off or changed is refused whole. A dump of
 * the database alone (db:backup before version 2) still restores.
 */
export const BACKUP_FORMAT = "biolife-shop-backup";
export const STOREFRONT_FILE = "local-storefront.json";
/** Secrets a backup holds only when asked (`--with-secrets`). */
export const SECRET_FILES = ["session-secret"] as const;
/** The only files a backup may hold, by their name in DATA_DIR: a restore writes nothing else, nowhere else. */
export const BACKUP_FILES = [STOREFRONT_FILE, ...SECRET_FILES] as const;

export type BackupFileName = (typeof BACKUP_FILES)[number];
export interface ShopBackup {
  /** A sealed dump of the database (dump-script.ts). */
  database: string;
  files: Partial<Record<BackupFileName, string>>;
}

const envelope = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(2),
    database: z.string(),
    files: z.record(z.enum(BACKUP_FILES), z.string()),
  })
  .strict();

const storefrontStore = z.object({ carts: z.record(z.string(), z.unknown()), orders: z.array(z.unknown()) });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function sealBackup(backup: ShopBackup): string {
  return sealDump(JSON.stringify({ format: BACKUP_FORMAT, version: 2, ...backup }));
}

/** The backup in `text`, whole and checked; throws DumpError (having changed nothing) otherwise. */
export function openBackup(text: string): ShopBackup {
  const body = openSealedDump(text);
  if (!body.startsWith("{")) return { database: text, files: {} };
  let parsed: z.infer<typeof envelope>;
  try {
    parsed = envelope.parse(JSON.parse(body));
  } catch (error) {
    throw new DumpError(
      `the backup is not one db:backup writes: ${error instanceof z.ZodError ? error.issues[0]?.message : (error as Error).message}`,
    );
  }
  openSealedDump(parsed.database);
  const store = parsed.files[STOREFRONT_FILE];
  if (store !== undefined && !storefrontStore.safeParse(parseJson(store)).success)
    throw new DumpError(`the backup's ${STOREFRONT_FILE} is not the storefront's store`);
  return { database: parsed.database, files: parsed.files };
}
