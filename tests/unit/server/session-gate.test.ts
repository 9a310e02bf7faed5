import { describe, expect, it } from "vitest";
import { DatabaseBusyError, SessionGate } from "~/.server/db/session-gate";
import { metrics } from "~/.server/ops/metrics";

/** The shop's database session shared with admin commands (session-gate.ts): an admin never stalls the shop past the policy's wait. */
describe("the embedded database's session gate", () => {
  it("fails an app connection that waited the policy's wait for an admin holding the session, and lets the rest in after", async () => {
    const gate = new SessionGate(50);
    const admin = Symbol("backup");
    await gate.enter(admin);
    const counted = async () =>
      (await metrics.shed.get()).values.find((v) => v.labels.reason === "database_busy")?.value ?? 0;
    const before = await counted();
    await expect(gate.enterShared()).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(await counted()).toBe(before + 1);
    expect(gate.contended).toBe(true); // the shop wanted the session: the admin watchdog may end an idle holder
    gate.leave(admin);
    await gate.enter(admin);
    expect(gate.contended).toBe(false);
    gate.leave(admin);
    await gate.enterShared();
    gate.leaveShared();
  });

  it("lets an app connection in when the admin leaves within the wait", async () => {
    const gate = new SessionGate(10_000);
    const admin = Symbol("psql");
    await gate.enter(admin);
    const waiting = gate.enterShared();
    expect(gate.contended).toBe(true);
    gate.leave(admin);
    await waiting;
    gate.leaveShared();
    await gate.enter(admin);
    gate.leave(admin);
  });

  it("keeps the admin's turn in line behind app connections that gave up", async () => {
    const gate = new SessionGate(30);
    const holder = Symbol("holder");
    const next = Symbol("next admin");
    await gate.enter(holder);
    const app = gate.enterShared().catch((error: unknown) => error);
    const nextAdmin = gate.enter(next);
    expect(await app).toBeInstanceOf(DatabaseBusyError);
    gate.leave(holder);
    await nextAdmin;
    expect(gate.holds(next)).toBe(true);
    gate.leave(next);
  });
});
