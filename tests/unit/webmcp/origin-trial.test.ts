import { afterEach, describe, expect, it, vi } from "vitest";
import { EnvError, parseEnv } from "~/.server/env";

/**
 * WEBMCP_ORIGIN_TRIAL_TOKEN reaches the root loader's data (which renders
 * Chrome's origin-trial meta tag) only when set: unset, the data gains no key.
 */
const TOKEN = `${"A".repeat(40)}b+/c==`;

async function rootDataPart(token: string | undefined) {
  vi.resetModules();
  vi.stubEnv("WEBMCP_ORIGIN_TRIAL_TOKEN", token ?? "");
  const { webmcpOriginTrial } = await import("~/.server/shell");
  return webmcpOriginTrial();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("WebMCP origin trial", () => {
  it("gives the root loader the token when it is set", async () => {
    expect(await rootDataPart(TOKEN)).toEqual({ originTrial: TOKEN });
  });

  it("adds nothing when it is not set", async () => {
    expect(await rootDataPart(undefined)).toStrictEqual({});
  });

  it("refuses a token that could break out of the attribute", () => {
    expect(() => parseEnv({ WEBMCP_ORIGIN_TRIAL_TOKEN: `${TOKEN}"><script>` })).toThrow(EnvError);
  });
});
