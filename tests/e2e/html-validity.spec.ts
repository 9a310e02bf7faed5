import type { APIRequestContext, Browser } from "@playwright/test";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./support/accounts";
import { pages, type Visit, type Visitor } from "./support/page-routes";

/**
 * Valid HTML: the server HTML of every URL in the route table passes the Nu
 * HTML Checker (the `vnu-jar` package, on the machine's Java) with no error.
 * Cheap by design: pages are fetched over HTTP (a browser only to sign in and
 * to fill a cart), then checked by one checker run.
 */
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * The one allowed exception: WebMCP's form attributes (README "AI agents"), a
 * W3C community-group draft that the checker's HTML schema does not know yet.
 */
const WEBMCP_ATTRIBUTE =
  /^Attribute “tool(name|description|autosubmit|paramdescription)” not allowed on element “(form|input|select|textarea)”/;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over the given files; its errors, each as "file:line: message". */
export function vnuErrors(files: string[]): string[] {
  const run = spawnSync(process.env.JAVA ?? "java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  if (run.error) throw run.error;
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return report.messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .filter((m) => !WEBMCP_ATTRIBUTE.test(m.message))
    .map((m) => `${path.basename(decodeURIComponent(m.url))}:${m.lastLine}: ${m.message} [${m.extract?.trim()}]`);
}

async function visitorRequest(browser: Browser, as: Visitor, visits: Visit[]): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  if (as !== "anonymous") await signUpAndSignIn(page, { admin: as === "admin" });
  // Only the cart's preparation changes what the server sends (a line in the cart).
  for (const visit of visits.filter((v) => v.prepare && v.paths.includes("/cart"))) {
    await page.goto(visit.paths[0]);
    await page.locator("html[data-hydrated]").waitFor();
    await visit.prepare!(page);
  }
  return context.request;
}

test("the Nu HTML Checker finds no error on any route's server HTML", async ({ browser }) => {
  test.slow();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-validity-"));
  const files: string[] = [];
  const byVisitor = new Map<Visitor, Visit[]>();
  for (const visit of Object.values(pages))
    byVisitor.set(visit.as ?? "anonymous", [...(byVisitor.get(visit.as ?? "anonymous") ?? []), visit]);
  for (const [as, visits] of byVisitor) {
    const request = await visitorRequest(browser, as, visits);
    for (const url of visits.flatMap((v) => v.paths)) {
      const response = await request.get(url);
      const file = path.join(dir, `${as}${url.replace(/[^a-z0-9]+/gi, "_")}.html`);
      fs.writeFileSync(file, await response.text());
      files.push(file);
    }
  }
  expect(files.length).toBeGreaterThan(30);
  try {
    expect(vnuErrors(files)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
