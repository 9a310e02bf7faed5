import WebSocket from "ws";

/** A test's browser end of /api/voice: collects server events and waits for them by type. */
export async function openVoiceClient(url: string, origin: string) {
  const ws = new WebSocket(url, { headers: { Origin: origin } });
  const events: Array<Record<string, unknown> & { type: string }> = [];
  const waiters: Array<() => void> = [];
  let closed: { code: number } | null = null;
  ws.on("message", (data) => {
    events.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((wake) => wake());
  });
  ws.on("close", (code) => {
    closed = { code };
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return {
    ws,
    events,
    send: (event: object) => ws.send(JSON.stringify(event)),
    async next(type: string, after = 0): Promise<Record<string, unknown>> {
      for (;;) {
        const found = events.slice(after).find((e) => e.type === type);
        if (found) return found;
        if (closed) throw new Error(`socket closed (${closed.code}) before ${type}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async closedWith(): Promise<number> {
      while (!closed) await new Promise<void>((resolve) => waiters.push(resolve));
      return closed.code;
    },
  };
}
