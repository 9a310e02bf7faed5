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
  it("takes PUBLIC_SITE_URL only as an http(s) origin, without a path, query or credentials", () => {
    expect(parseEnv({ PUBLIC_SITE_URL: "https://shop.example" }).PUBLIC_SITE_URL).toBe("https://shop.example");
    expect(parseEnv({ PUBLIC_SITE_URL: "http://shop.example:8080/" }).PUBLIC_SITE_URL).toBe(
      "http://shop.example:8080/",
    );
    for (const value of [
      "shop.example",
      "https://shop.example/shop",
      "https://shop.example/?a=1",
      "ftp://shop.example",
      "https://u:p@shop.example",
    ])
      expect(() => parseEnv({ PUBLIC_SITE_URL: value })).toThrow(/PUBLIC_SITE_URL/);
  });
  it("refuses more than one worker without REDIS_URL: a page-cache purge would reach one worker only", () => {
    const cluster = {
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "postgres://db/shop",
      PUBLIC_STORE_DOMAIN: "shop.myshopify.com",
    };
    expect(() => parseEnv(cluster)).toThrow(/WEB_CONCURRENCY: more than one worker needs REDIS_URL/);
    expect(parseEnv({ ...cluster, REDIS_URL: "redis://cache:6379" }).WEB_CONCURRENCY).toBe(2);
  });

  it("takes an http store origin (the stand-alone local storefront) only outside production", () => {
    for (const key of ["PUBLIC_STORE_DOMAIN", "PUBLIC_CHECKOUT_DOMAIN"]) {
      const local = { [key]: "http://127.0.0.1:3100" };
      expect(parseEnv({ ...local, NODE_ENV: "test" })[key as "PUBLIC_STORE_DOMAIN"]).toBe("http://127.0.0.1:3100");
      expect(parseEnv({ ...local, NODE_ENV: "development" })[key as "PUBLIC_STORE_DOMAIN"]).toBeDefined();
      expect(() => parseEnv({ ...local, NODE_ENV: "production" })).toThrow(
        new RegExp(`${key}: production needs an https store`),
      );
      expect(() => parseEnv({ [key]: "HTTP://127.0.0.1:3100", NODE_ENV: "production" })).toThrow(/https store/);
      expect(parseEnv({ [key]: "https://127.0.0.1:3100", NODE_ENV: "production" })).toBeDefined();
      expect(parseEnv({ [key]: "shop.myshopify.com", NODE_ENV: "production" })).toBeDefined();
    }
  });
});
