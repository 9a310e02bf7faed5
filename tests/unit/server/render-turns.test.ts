import net from "node:net";
import { describe, expect, it } from "vitest";
import { renderTurn } from "~/.server/http/render-turns";

describe("render turns", () => {
  it("reads what arrived on a socket between two renders that were ready together", async () => {
    const order: string[] = [];
    let received!: () => void;
    const arrived = new Promise<void>((resolve) => (received = resolve));
    const server = net.createServer((socket) =>
      socket.on("data", () => {
        order.push("socket read");
        received();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const client = net.connect((server.address() as net.AddressInfo).port, "127.0.0.1");
    await new Promise((resolve) => client.once("connect", resolve));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the server has taken the connection

    // Three renders ready in the same turn; the first one sends a byte as it starts (a newcomer's request arriving).
    const renders = ["first", "second", "third"].map(async (name) => {
      await renderTurn();
      order.push(`${name} render`);
      if (name === "first") client.write("x");
    });
    await Promise.all([...renders, arrived]);
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
    // Before, all three rendered back to back and the byte was read after them.
    expect(order).toEqual(["first render", "socket read", "second render", "third render"]);
  });

  it("starts a lone render at once", () => {
    expect(renderTurn()).toBeUndefined();
  });
});
