import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { parseClientEvent, VOICE_PATH, type ServerEvent } from "~/lib/voice/protocol";
import { randomUUID } from "node:crypto";
import { createLimiter, type Limiter, type LimitRule } from "~/.server/rate-limit";
import { logger } from "~/.server/ops/logger";
import { metrics } from "~/.server/ops/metrics";
import type { SessionIo, VoiceSession } from "./session";

export interface VoiceServerOptions {
  /** Starts the conversation behind one socket (relay or local pipeline). */
  createSession(io: SessionIo): VoiceSession;
  /** New connections per client address. */
  limiter: Limiter;
  /** Origins allowed besides the request's own host (PUBLIC_SITE_URL). */
  allowedOrigins?: string[];
  /** How many proxies' X-Forwarded-For to trust (TRUSTED_PROXIES). */
  trustedProxies?: number;
  maxConnections?: number;
  maxConnectionsPerIp?: number;
  /** Largest accepted message: a 4096-sample buffer is about 11 KB of base64. */
  maxMessageBytes?: number;
  /** Closes a socket that sent nothing for this long. */
  idleMs?: number;
  /** Per socket: messages of any kind (the microphone's chunks come about six a second); past it the socket closes. */
  messageLimit?: LimitRule;
  /** Per socket: turns (what the shopper said; a command's result answers Nora's call and is not one); past it they are refused. */
  turnLimit?: LimitRule;
}

export const VOICE_MESSAGE_LIMIT: LimitRule = { name: "voice-messages", points: 100, duration: 10 };
export const VOICE_TURN_LIMIT: LimitRule = { name: "voice-turns", points: 20, duration: 60 };
export const TOO_MANY_TURNS = "You're talking faster than Nora can answer. Please wait a moment.";

function reject(socket: Duplex, status: number, text: string) {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`,
  );
}

/** The client's address: the socket's peer, or the entry that many proxies back in X-Forwarded-For. */
export function upgradeClientIp(request: IncomingMessage, trustedProxies = 0): string {
  const peer = request.socket.remoteAddress ?? "local";
  if (trustedProxies <= 0) return peer;
  const forwarded = String(request.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? peer;
}

export function originAllowed(request: IncomingMessage, allowed: string[] = []): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.host === request.headers.host) return true;
  return allowed.some((a) => {
    try {
      return new URL(a).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/**
 * The voice-chat WebSocket at /api/voice on the Node server: origin check,
 * connection limits, message size and rate limits and idle timeout around
 * one VoiceSession per socket.
 */
export function attachVoiceServer(server: Server, options: VoiceServerOptions) {
  const maxBytes = options.maxMessageBytes ?? 64 * 1024;
  const idleMs = options.idleMs ?? 120_000;
  const perIp = new Map<string, number>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxBytes, perMessageDeflate: false });
  const messages = createLimiter(options.messageLimit ?? VOICE_MESSAGE_LIMIT);
  const turns = createLimiter(options.turnLimit ?? VOICE_TURN_LIMIT);

  // A throw in an event listener would end the process: a failure here is that socket's 400 or 500 and a log line.
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    try {
      upgrade(request, socket, head);
    } catch (error) {
      logger.error({ err: error }, "voice: upgrade failed");
      if (!socket.destroyed) reject(socket, 500, "Internal Server Error");
    }
  });

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    let pathname: string;
    try {
      ({ pathname } = new URL(request.url ?? "/", "http://localhost"));
    } catch {
      return reject(socket, 400, "Bad Request"); // a target no URL parser takes ("//[")
    }
    if (pathname !== VOICE_PATH) return; // another upgrade handler's (the dev server's HMR)
    socket.on("error", () => {});
    if (!originAllowed(request, options.allowedOrigins)) return reject(socket, 403, "Forbidden");
    const ip = upgradeClientIp(request, options.trustedProxies);
    if (
      wss.clients.size >= (options.maxConnections ?? 200) ||
      (perIp.get(ip) ?? 0) >= (options.maxConnectionsPerIp ?? 4)
    ) {
      return reject(socket, 503, "Too many voice connections");
    }
    void options.limiter.consume(ip).then(
      (allowed) => {
        if (!allowed) return reject(socket, 429, "Too Many Requests");
        wss.handleUpgrade(request, socket, head, (ws) => serve(ws, ip));
      },
      () => reject(socket, 500, "Internal Server Error"),
    );
  }

  function serve(ws: WebSocket, ip: string) {
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    metrics.voiceSessions.inc();
    const send = (event: ServerEvent) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(event));
    };
    const session = options.createSession({ send, end: (code, reason) => ws.close(code, reason) });
    let idle = setTimeout(() => ws.close(1000, "idle"), idleMs);
    const socketKey = randomUUID();
    let inbox: Promise<unknown> = Promise.resolve();
    let refusing = false;
    ws.on("message", (data, isBinary) => {
      clearTimeout(idle);
      idle = setTimeout(() => ws.close(1000, "idle"), idleMs);
      const event = isBinary ? null : parseClientEvent(String(data));
      // In order, each after its count: a turn refused is dropped, one message too many ends the socket.
      inbox = inbox
        .then(async () => {
          if (ws.readyState !== ws.OPEN) return;
          if (!(await messages.consume(socketKey))) return ws.close(1008, "Too many messages");
          if (!event) return send({ type: "error", message: "Unsupported message" });
          if (
            event.type === "conversation.item.create" &&
            event.item.type === "message" &&
            !(await turns.consume(socketKey))
          ) {
            if (!refusing) send({ type: "error", message: TOO_MANY_TURNS });
            refusing = true;
            return;
          }
          refusing = false;
          session.handle(event);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "voice: a message failed");
          ws.close(1011, "Internal error");
        });
    });
    ws.on("error", () => {}); // oversized messages: ws closes the socket with 1009 itself
    ws.on("close", () => {
      clearTimeout(idle);
      metrics.voiceSessions.dec();
      session.close();
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
    });
  }

  return {
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
