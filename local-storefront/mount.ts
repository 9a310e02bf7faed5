import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { renderProductImage } from "./images";
import { checkoutPage, notFoundPage, orderPage } from "./checkout-page";
import { createLocalStorefront, type LocalStorefront } from "./storefront";
import { faultsSchema } from "./faults";

/**
 * Mounts the embedded stand-in for Shopify on the shop's own Express app:
 * the Storefront GraphQL endpoint, product images, and the hosted checkout.
 */
const GLOBAL_KEY = Symbol.for("biolife.localStorefront");

/** The running local storefront, for server code in the same process (order history). */
export function runningLocalStorefront(): LocalStorefront | undefined {
  return (globalThis as Record<symbol, LocalStorefront | undefined>)[GLOBAL_KEY];
}

const graphqlBody = z.object({
  query: z.string().min(1),
  variables: z.record(z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const emailSchema = z.string().trim().email();

const originOf = (req: Request) => `${req.protocol}://${req.get("host")}`;

export function mountLocalStorefront(
  app: Express,
  options: Parameters<typeof createLocalStorefront>[0] & { faultControl?: boolean },
): LocalStorefront {
  const storefront = createLocalStorefront(options);
  (globalThis as Record<symbol, LocalStorefront>)[GLOBAL_KEY] = storefront;
  const router = express.Router();

  router.post(
    "/api/:version/graphql.json",
    express.json({ limit: "1mb" }),
    async (req: Request, res: Response) => {
      if (!/^(\d{4}-\d{2}|unstable)$/.test(req.params.version)) {
        res.status(404).json({ errors: [{ message: "Not Found" }] });
        return;
      }
      const body = graphqlBody.safeParse(req.body);
      if (!body.success) {
        res.status(400).json({ errors: { query: "Required parameter missing or invalid" } });
        return;
      }
      const result = await storefront.execute(body.data, originOf(req));
      res.setHeader("Cache-Control", "no-store");
      res.json(result);
    },
  );

  router.get("/local-storefront/images/:handle/:file", async (req, res, next) => {
    try {
      const index = Number(/^(\d+)\.webp$/.exec(req.params.file)?.[1] ?? NaN);
      const image = await renderProductImage(storefront.catalogue, req.params.handle, index, req.query);
      if (!image) {
        res.status(404).type("text/plain").send("Image not found");
        return;
      }
      res.setHeader("Cache-Control", "public, max-age=86400");
      res.type("image/webp").send(image);
    } catch (error) {
      next(error);
    }
  });

  router.get("/local-storefront/checkout/:token", (req, res) => {
    const cart = storefront.store.getCart(req.params.token);
    res.setHeader("Cache-Control", "no-store");
    if (!cart) {
      res.status(404).type("html").send(notFoundPage("/shop"));
      return;
    }
    const order = cart.orderId ? storefront.store.getOrder(cart.orderId) : undefined;
    if (order) {
      res.type("html").send(orderPage(order, "/shop"));
      return;
    }
    res.type("html").send(checkoutPage(cart, { shopUrl: "/shop" }));
  });

  router.post(
    "/local-storefront/checkout/:token",
    express.urlencoded({ extended: false, limit: "10kb" }),
    async (req, res, next) => {
      try {
        const cart = storefront.store.getCart(req.params.token);
        if (!cart) {
          res.status(404).type("html").send(notFoundPage("/shop"));
          return;
        }
        const typed = typeof req.body?.email === "string" ? req.body.email : "";
        const email = emailSchema.safeParse(typed);
        if (!email.success) {
          res.status(400).type("html").send(checkoutPage(cart, { email: typed, error: "Please enter a valid email address", shopUrl: "/shop" }));
          return;
        }
        await storefront.store.placeOrder(cart.token, email.data);
        // The unguessable cart token, not the order number, guards the confirmation page.
        res.redirect(303, `/local-storefront/checkout/${cart.token}`);
      } catch (error) {
        next(error);
      }
    },
  );

  if (options.faultControl) {
    router.post("/local-storefront/faults", express.json({ limit: "1kb" }), (req, res) => {
      const faults = faultsSchema.safeParse(req.body ?? {});
      if (!faults.success) {
        res.status(400).json({ error: faults.error.issues[0]?.message });
        return;
      }
      Object.assign(storefront.faults, faults.data);
      res.json(storefront.faults);
    });
  }

  // Malformed JSON bodies answer like Shopify: 400, not a server fault.
  router.use((error: Error & { type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type === "entity.parse.failed" || error.type === "entity.too.large") {
      res.status(400).json({ errors: [{ message: "Bad Request" }] });
      return;
    }
    next(error);
  });

  app.use(router);
  return storefront;
}
