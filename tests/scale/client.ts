import http from "node:http";

/**
 * A shopper for the scale-out suite: plain HTTP/1.1 with its own cookies and
 * its own loopback source address (127.x.y.z), so each one counts as its own
 * client behind nginx (abuse limits are per address). A new connection per
 * request, like nginx's own to the hosts.
 */
export interface Answer {
  status: number;
  location: string | null;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface RequestOptions {
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
  /** Another site (the storefront's checkout): the shop's cookies are neither sent nor kept. */
  foreign?: boolean;
}

export class Shopper {
  readonly cookies = new Map<string, string>();
  constructor(
    /** The origin requests go to unless a full URL is given (nginx, or one host directly). */
    public origin: string,
    /** The source address, e.g. "127.0.3.7". */
    readonly address = "127.0.0.1",
    /** Sent as Origin on writes: the shop's public address (PUBLIC_SITE_URL). */
    readonly siteOrigin = origin,
  ) {}

  get(pathOrUrl: string, options: RequestOptions = {}) {
    return this.send("GET", pathOrUrl, options);
  }

  post(pathOrUrl: string, options: RequestOptions) {
    return this.send("POST", pathOrUrl, options);
  }

  send(method: string, pathOrUrl: string, options: RequestOptions = {}): Promise<Answer> {
    const url = new URL(pathOrUrl, this.origin);
    const body = options.form
      ? new URLSearchParams(options.form).toString()
      : options.json !== undefined
        ? JSON.stringify(options.json)
        : undefined;
    const headers: Record<string, string> = {
      ...(this.cookies.size && !options.foreign
        ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") }
        : {}),
      ...(body !== undefined
        ? {
            "Content-Type": options.form ? "application/x-www-form-urlencoded" : "application/json",
            "Content-Length": String(Buffer.byteLength(body)),
            Origin: options.foreign ? url.origin : this.siteOrigin,
          }
        : {}),
      ...options.headers,
    };
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method, headers, localAddress: this.address, agent: false, timeout: 30_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (c: Buffer) => chunks.push(c));
          response.on("error", reject);
          response.on("end", () => {
            if (!options.foreign) this.keep(response.headers["set-cookie"]);
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
              body: Buffer.concat(chunks).toString("utf8"),
              headers: response.headers,
            });
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error(`${method} ${url} timed out`)));
      request.on("error", reject);
      request.end(body);
    });
  }

  /** Cookies are per shop, not per host: the same jar goes to nginx, host A and host B. */
  private keep(setCookie: string[] | undefined) {
    for (const cookie of setCookie ?? []) {
      const [pair, ...attributes] = cookie.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || attributes.some((a) => /max-age=0|expires=Thu, 01 Jan 1970/i.test(a)))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
