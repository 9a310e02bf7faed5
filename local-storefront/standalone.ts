/**
 * `npm run storefront`: the local storefront alone, as a Storefront API
 * server on its own port with its own data directory. Shop hosts point
 * PUBLIC_STORE_DOMAIN at its origin (http is accepted outside production) and
 * PUBLIC_STOREFRONT_API_TOKEN at its token; its images, discount codes and
 * hosted checkout are served from here, as Shopify serves them.
 */
import fs from "node:fs";
import { DataDirLockedError, releaseDataDirLock } from "../app/.server/db/data-dir-lock";
import { parseStandaloneConfig, type StandaloneConfig } from "./standalone-config";
import { startStandaloneServer } from "./standalone-server";

function config(): StandaloneConfig {
  try {
    return parseStandaloneConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const settings = config();
fs.mkdirSync(settings.STOREFRONT_DATA_DIR, { recursive: true });

let started: ReturnType<typeof startStandaloneServer>;
try {
  started = startStandaloneServer(settings);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `STOREFRONT_DATA_DIR ${error.dataDir} is in use by PID ${error.owner.pid}; stop it or use another STOREFRONT_DATA_DIR`,
  );
  process.exit(1);
}
const { server, storefront } = started;

void started.listening.then((origin) => {
  const tokenSource = settings.STOREFRONT_ACCESS_TOKEN
    ? "STOREFRONT_ACCESS_TOKEN"
    : `${settings.STOREFRONT_DATA_DIR}/storefront-access-token`;
  console.log(
    `Local storefront on ${origin} (${storefront.catalogue.products.length} products): ` +
      `PUBLIC_STORE_DOMAIN=${origin}, PUBLIC_STOREFRONT_API_TOKEN from ${tokenSource}`,
  );
});

// SIGTERM: stop accepting, let open requests finish (the journal is written before each answer), exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    const exit = () => {
      releaseDataDirLock(settings.STOREFRONT_DATA_DIR);
      process.exit(0);
    };
    server.close(exit);
    server.closeIdleConnections();
    setTimeout(exit, 5_000).unref();
  });
}
