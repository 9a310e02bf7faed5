import { describe, expect, it } from "vitest";
import { isPersonal, PERSONAL_PAGE_CACHE, publicPageHeaders, staticPageHeaders } from "~/lib/http-cache";

const args = (parent: Record<string, string>, loader: Record<string, string> = {}) => ({
  loaderHeaders: new Headers(loader),
  parentHeaders: new Headers(parent),
  actionHeaders: new Headers(),
  errorHeaders: undefined,
});

describe("public page caching", () => {
  it("lets a shared cache keep a page without a session, varying on cookies", () => {
    expect(publicPageHeaders("no-store")(args({}, { "Cache-Control": "public, max-age=60" }))).toEqual({
      "Cache-Control": "public, max-age=60",
      Vary: "Cookie",
    });
    expect(publicPageHeaders("no-store")(args({}))).toEqual({ "Cache-Control": "no-store", Vary: "Cookie" });
    expect(staticPageHeaders(args({}))).toMatchObject({ Vary: "Cookie" });
  });

  it("keeps a personal page (cookie set, or the root marked it private) out of shared caches", () => {
    const personal: Array<Record<string, string>> = [{ "Set-Cookie": "a=1" }, { "Cache-Control": PERSONAL_PAGE_CACHE }];
    for (const parent of personal) {
      expect(isPersonal(new Headers(parent))).toBe(true);
      expect(publicPageHeaders()(args(parent, { "Cache-Control": "public, max-age=60" }))).toEqual({
        "Cache-Control": PERSONAL_PAGE_CACHE,
      });
      expect(staticPageHeaders(args(parent))).toEqual({ "Cache-Control": PERSONAL_PAGE_CACHE });
    }
    expect(isPersonal(new Headers({ "Cache-Control": "public, max-age=60" }))).toBe(false);
  });
});
