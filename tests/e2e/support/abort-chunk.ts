import fs from "node:fs";
import type { Page } from "@playwright/test";

const ASSETS = "build/client/assets";

/**
 * Makes the built script chunk whose text contains `marker` fail to arrive (a dropped connection), and returns
 * the page errors seen from then on: a lazy part whose chunk is lost must leave the page as it is.
 */
export async function abortChunkContaining(page: Page, marker: string): Promise<string[]> {
  const chunk = fs
    .readdirSync(ASSETS)
    .find((name) => name.endsWith(".js") && fs.readFileSync(`${ASSETS}/${name}`, "utf8").includes(marker));
  if (!chunk) throw new Error(`no chunk in ${ASSETS} contains ${JSON.stringify(marker)}`);
  await page.route(`**/assets/${chunk}`, (route) => route.abort("connectionreset"));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
