import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { createProductImages } from "./images";
import { checkoutPage, notFoundPage, orderPage } from "./checkout-page";
import { isKnownCode, normaliseCode, TOO_MANY_GUESSES, type CodeGuesses } from "./discounts";
import { CheckoutRefused, type LocalOrder } from "./store";
import { createLocalStorefront, type LocalStorefront } from "./storefront";
import { faultsSchema } from "./faults";
import { editProduct } from "./catalogue/catalogue";
import { requireAccessToken, type AccessTokens } from "./access-token";
import { ANSWER_TOO_LARGE, boundedJson } from "./answer";
import { sameHostOnly } from "./same-host";

const graphqlBody = z.object({
  query: z.string().min(1),
  variables: z.record(z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const emailSchema = z.string().trim().email();

const productEditSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  price: z
    .string()
    .regex(/^\d{1,6}\.\d{2}$/)
    .optional(),
});

/** Its GraphQL endpoint, as Shopify's: `/api/<version>/graphql.json`. */
export const STOREFRONT_GRAPHQL_PATH = /^\/api\/[^/]+\/graphql\.json$/;
/** The paths the local storefront answers (its GraphQL endpoint, checkout, images, dev controls). */
const STOREFRONT_PATHS = /^\/(local-storefront\/|api\/[^/]+\/graphql\.json$)/;
const NOT_FOUND = { errors: [{ message: "Not Found" }] };
const INTERNAL_ERROR = JSON.stringify({
  errors: [{ message: "Internal error", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
});

const originOf = (req: Request) => `${req.protocol}://${req.get("host")}`;
/** The client as Express resolved it (trust proxy: TRUSTED_PROXIES), as the shop's own limits key it. */
const clientIpOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "local";

/** The Storefront API endpoint's answer (JSON text) to a POST of `body` for API `version`. */
async function graphqlAnswer(
  storefront: LocalStorefront,
  version: string,
  body: unknown,
  origin: string,
  guesses?: (count: number) => Promise<boolean>,
): Promise<{ status: number; text: string }> {
  if (!/^(\d{4}-\d{2}|unstable)$/.test(version)) return { status: 404, text: JSON.stringify(NOT_FOUND) };
  const parsed = graphqlBody.safeParse(body);
  if (!parsed.success)
    return { status: 400, text: JSON.stringify({ errors: { query: "Required parameter missing or invalid" } }) };
  const result = await storefront.execute(parsed.data, origin, guesses);
  // As Shopify answers a throttled call.
  const status = result.errors?.some((e) => e.extensions?.code === "THROTTLED") ? 429 : 200;
  return { status, text: boundedJson(result) ?? JSON.stringify(ANSWER_TOO_LARGE) };
}

/**
 * The same endpoint as a `fetch` for the shop in this process: the same JSON
 * in and out, without a loopback connection. Under load the shop's own calls
 * queued behind every shopper's connection (checkouts timed out after 8 s).
 */
export function inProcessFetch(storefront: LocalStorefront, origin: () => string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const version = /\/api\/([^/]+)\/graphql\.json$/.exec(new URL(request.url).pathname)?.[1];
    const body = await request.json().catch(() => null);
    const answer =
      request.method === "POST" && version
        ? await graphqlAnswer(storefront, version, body, origin()).catch((error: Error) => {
            console.error(error);
            return { status: 500, text: INTERNAL_ERROR };
          })
        : { status: 404, text: JSON.stringify(NOT_FOUND) };
    return new Response(answer.text, {
      status: answer.status,
      headers: { "Cache-Control": "no-store", "Content-Type": "application/json" },
    });
  };
}

/**
 * Mounts the embedded stand-in for Shopify on the shop's own Express app:
 * the Storefront GraphQL endpoint, product images, and the hosted checkout.
 * Returns it, so server.ts can hand its orders to the app (services.orders).
 */
export function mountLocalStorefront(
  app: Express,
  options: Parameters<typeof createLocalStorefront>[0] & {
    faultControl?: boolean;
    /** Called after a catalogue write (the twin of Shopify's products/update webhook). */
    onCatalogueChange?: () => void;
    /** The tokens the GraphQL endpoint requires (the stand-alone storefront); none: this host's own callers only (embedded in the shop). */
    accessTokens?: AccessTokens;
    /** Where the checkout's links back to the shop go: "/shop" on the shop's own origin, or the shop's URL. */
    shopUrl?: string;
    /** Draw the product images the pages ask for in the background after start (one process of a cluster). */
    predrawImages?: boolean;
    log?: (message: string) => void;
    /** Counts discount-code guesses per client (the shop's limiter): the checkout's field, and the open endpoint's cartDiscountCodesUpdate. */
    codeGuesses?: CodeGuesses;
    /** Called once per order placed on the checkout (the shop mails its confirmation). */
    onOrderPlaced?: (order: LocalOrder) => void;
  },
): LocalStorefront {
  const storefront = createLocalStorefront(options);
  const images = createProductImages(storefront.catalogue, options.dataDir);
  const log = options.log ?? console.log;
  if (options.predrawImages) {
    // After start-up's own work, so readiness does not wait on it.
    setTimeout(() => {
      images
        .predraw()
        .then((drawn) => log(`local storefront: ${drawn} product images drawn ahead`))
        .catch((error: Error) => log(`local storefront: drawing images ahead failed: ${error.message}`));
    }, 2000).unref();
  }
  const router = express.Router();
  const shopUrl = options.shopUrl ?? "/shop";
  // The shop calls its embedded storefront in-process (inProcessFetch); over HTTP it answers this host only.
  const accessCheck = options.accessTokens ? requireAccessToken(options.accessTokens) : sameHostOnly;

  router.post(
    "/api/:version/graphql.json",
    accessCheck,
    express.json({ limit: "1mb" }),
    async (req: Request, res: Response, next: NextFunction) => {
      const { codeGuesses } = options;
      try {
        const answer = await graphqlAnswer(
          storefront,
          req.params.version,
          req.body,
          options.imageOrigin?.() ?? originOf(req),
          // Over HTTP (this host's tools): each caller's guesses count. Behind tokens the caller is the shop, which counted its shoppers'.
          codeGuesses && !options.accessTokens ? (count) => codeGuesses(clientIpOf(req), count) : undefined,
        );
        res.status(answer.status).setHeader("Cache-Control", "no-store");
        res.type("application/json").send(answer.text);
      } catch (error) {
        next(error);
      }
    },
  );

  router.get("/local-storefront/images/:handle/:file", async (req, res, next) => {
    try {
      const index = Number(/^(\d+)\.webp$/.exec(req.params.file)?.[1] ?? NaN);
      const saveData = /^on$/i.test(req.get("save-data")?.trim() ?? "");
      const image = await images.render(req.params.handle, index, req.query, { saveData });
      // A cache in between keeps the lighter image apart from the full one.
      res.setHeader("Vary", "Save-Data");
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
      res.status(404).type("html").send(notFoundPage(shopUrl));
      return;
    }
    const order = cart.orderId ? storefront.store.getOrder(cart.orderId) : undefined;
    if (order) {
      res.type("html").send(orderPage(order, shopUrl));
      return;
    }
    res.type("html").send(checkoutPage(cart, { shopUrl }));
  });

  router.post(
    "/local-storefront/checkout/:token/discount",
    express.urlencoded({ extended: false, limit: "2kb" }),
    async (req, res, next) => {
      try {
        const cart = storefront.store.getCart(req.params.token);
        res.setHeader("Cache-Control", "no-store");
        if (!cart || cart.orderId) {
          res.status(404).type("html").send(notFoundPage(shopUrl));
          return;
        }
        if (req.body?.remove === "1") {
          await storefront.store.setDiscountCodes(cart.token, []);
          res.redirect(303, `/local-storefront/checkout/${cart.token}`);
          return;
        }
        const typed = typeof req.body?.code === "string" ? req.body.code.slice(0, 64) : "";
        if (typed.trim() && options.codeGuesses && !(await options.codeGuesses(clientIpOf(req), 1))) {
          res
            .status(429)
            .type("html")
            .send(checkoutPage(cart, { code: typed, codeError: TOO_MANY_GUESSES, shopUrl }));
          return;
        }
        if (!isKnownCode(typed)) {
          const codeError = typed.trim() ? "Enter a valid discount code" : "Enter a discount code";
          res
            .status(400)
            .type("html")
            .send(checkoutPage(cart, { code: typed, codeError, shopUrl }));
          return;
        }
        // The same path as the Storefront API's cartDiscountCodesUpdate.
        await storefront.store.setDiscountCodes(cart.token, [normaliseCode(typed)]);
        res.redirect(303, `/local-storefront/checkout/${cart.token}`);
      } catch (error) {
        next(error);
      }
    },
  );

  router.post(
    "/local-storefront/checkout/:token",
    express.urlencoded({ extended: false, limit: "10kb" }),
    async (req, res, next) => {
      try {
        const cart = storefront.store.getCart(req.params.token);
        if (!cart) {
          res.status(404).type("html").send(notFoundPage(shopUrl));
          return;
        }
        const typed = typeof req.body?.email === "string" ? req.body.email : "";
        const email = emailSchema.safeParse(typed);
        if (!email.success) {
          res
            .status(400)
            .type("html")
            .send(checkoutPage(cart, { email: typed, error: "Please enter a valid email address", shopUrl }));
          return;
        }
        const placed = await storefront.store.placeOrder(cart.token, email.data).catch((error: unknown) => {
          if (!(error instanceof CheckoutRefused)) throw error;
          res
            .status(409)
            .type("html")
            .send(checkoutPage(cart, { email: typed, error: error.message, shopUrl }));
          return undefined;
        });
        if (placed === undefined) return;
        if (placed && !placed.placedBefore) options.onOrderPlaced?.(placed.order);
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

    // A product edit, as a merchant would make it in Shopify's admin (development and tests only).
    router.post("/local-storefront/products/:handle", express.json({ limit: "4kb" }), (req, res) => {
      const edit = productEditSchema.safeParse(req.body ?? {});
      if (!edit.success) {
        res.status(400).json({ error: edit.error.issues[0]?.message });
        return;
      }
      const product = editProduct(storefront.catalogue, req.params.handle, edit.data);
      if (!product) {
        res.status(404).json({ error: "No such product" });
        return;
      }
      options.onCatalogueChange?.();
      res.json({ handle: product.handle, title: product.title });
    });
  }

  // Malformed JSON bodies answer like Shopify: 400, not a server fault; one over its limit 413. Any other
  // error is a 500 for that request alone and a log line: the process goes on.
  router.use((error: Error & { type?: string }, req: Request, res: Response, next: NextFunction) => {
    if (error.type === "entity.too.large") {
      res.status(413).json({ errors: [{ message: "Request body too large" }] });
      return;
    }
    if (error.type === "entity.parse.failed") {
      res.status(400).json({ errors: [{ message: "Bad Request" }] });
      return;
    }
    log(`local storefront: ${req.method} ${req.path} failed: ${error.stack ?? error.message}`);
    if (res.headersSent) return next(error);
    res.status(500).setHeader("Cache-Control", "no-store");
    res.type("application/json").send(INTERNAL_ERROR);
  });

  // Express's router hands a request none of its routes match to the next middleware in a setImmediate,
  // which puts every shop request off to the event loop's next turn: only the storefront's own paths enter it.
  app.use((req, res, next) => (STOREFRONT_PATHS.test(req.path) ? router(req, res, next) : next()));
  return storefront;
}
