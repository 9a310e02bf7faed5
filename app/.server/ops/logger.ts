import pino, { type Logger } from "pino";
import { currentRequestId } from "./context";
import { oncePerProcess } from "./once";
import { redact, scrubText } from "./redact";
import { readOpsSettings } from "./settings";

/**
 * The one logger: a JSON line per event on stdout (pino), at LOG_LEVEL. A line
 * written while a request is served carries its id (reqId) through
 * AsyncLocalStorage; every line passes through redact.ts. `npm run dev`
 * (server.ts --dev) prints readable lines through pino-pretty instead.
 */
export const logger: Logger = oncePerProcess("logger", () => {
  const dev = process.argv.includes("--dev") && process.env.LOG_FORMAT !== "json";
  return pino({
    level: readOpsSettings().LOG_LEVEL,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: "msg",
    mixin: (merge: object) => {
      if ("reqId" in merge) return {};
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    formatters: { log: (fields) => redact(fields) as Record<string, unknown> },
    hooks: {
      // Text passed to a log call is scrubbed like the fields (a message may quote what a shopper typed).
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    ...(dev
      ? {
          transport: {
            target: "pino-pretty",
            options: { colorize: true, ignore: "pid,hostname", translateTime: "SYS:HH:MM:ss.l" },
          },
        }
      : {}),
  });
});

/** A logger for one part of the shop (`component` on every line). */
export const loggerFor = (component: string): Logger => logger.child({ component });
