import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/.server/env";

describe("env", () => {
  it("needs nothing: every setting has an embedded default", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_STORE_DOMAIN).toBeUndefined();
    expect(env.DATA_DIR).toBe(".data");
  });
  it("treats blank values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
  it("names the variable that is malformed", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PUBLIC_STOREFRONT_API_VERSION: "latest" })).toThrow(/PUBLIC_STOREFRONT_API_VERSION/);
  });
});
