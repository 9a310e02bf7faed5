import type { Services } from "~/.server/services";
import { cartAction } from "~/.server/cart/action";
import { loadCart } from "~/.server/cart/cart";

/**
 * One shopper posting the cart's forms to the /cart action in-process, as the
 * browser would (form-encoded, the cart cookie kept between posts).
 * `services` is read at each call, so a test may build them in beforeAll.
 */
export function cartClient(services: () => Services, origin: string) {
  let cookie = "";
  return {
    async post(fields: Record<string, string>, clientKey?: string) {
      const request = new Request(`${origin}/cart`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      const result = (await cartAction(request, services(), clientKey)) as
        | Response
        | { data: { ok: boolean; formError?: { title: string } }; init: { status?: number; headers?: HeadersInit } };
      const headers = new Headers(result instanceof Response ? result.headers : result.init.headers);
      const set = headers.getSetCookie().find((c) => c.startsWith("biolife_cart="));
      if (set) cookie = set.split(";")[0];
      return result instanceof Response
        ? { status: result.status, location: result.headers.get("Location"), error: undefined }
        : { status: result.init.status ?? 200, location: null, error: result.data.formError?.title };
    },
    async cart() {
      return (await loadCart(new Request(`${origin}/cart`, { headers: { Cookie: cookie } }), services())).cart;
    },
  };
}
