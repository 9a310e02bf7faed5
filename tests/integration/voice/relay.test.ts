import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLimiter } from "~/.server/rate-limit";
import { createRelaySession } from "~/.server/voice/relay-session";
import { attachVoiceServer } from "~/.server/voice/voice-server";
import { startRealtimeStandIn } from "../../support/realtime-stand-in";
import { openVoiceClient, serveVoice } from "../../support/voice-client";

type StandIn = Awaited<ReturnType<typeof startRealtimeStandIn>>;

const startHost = (upstream: StandIn, extra: Partial<Parameters<typeof attachVoiceServer>[1]> = {}) =>
  serveVoice({
    createSession: (io) =>
      createRelaySession(io, { url: upstream.url, apiKey: "sk-test", instructions: async () => "You are Nora." }),
    ...extra,
  });

describe("voice relay to a Realtime upstream", () => {
  let upstream: StandIn;
  let host: Awaited<ReturnType<typeof startHost>>;
  beforeAll(async () => {
    upstream = await startRealtimeStandIn();
    host = await startHost(upstream);
  });
  afterAll(async () => {
    await host.close();
    await upstream.close();
  });
  afterEach(() => upstream.received.splice(0));

  async function connect() {
    const client = await openVoiceClient(host.url, host.origin);
    await client.next("connection.established");
    return client;
  }

  it("configures the session upstream, then announces the connection", async () => {
    const client = await openVoiceClient(host.url, host.origin);
    expect(await client.next("connection.established")).toMatchObject({ mode: "relay" });
    const update = (await upstream.receivedWhere((e) => e.type === "session.update")) as {
      session: Record<string, unknown> & { tools: Array<{ name: string }> };
    };
    expect(update.session.instructions).toBe("You are Nora.");
    expect(update.session.voice).toBeTruthy();
    expect(update.session.turn_detection).toMatchObject({ type: "server_vad" });
    expect(update.session.input_audio_transcription).toBeTruthy();
    expect(update.session.tools.map((t: { name: string }) => t.name)).toEqual([
      "navigate_to_page",
      "search_products",
      "add_to_cart",
      "view_product",
      "send_email",
    ]);
    expect(upstream.headers.at(-1)?.authorization).toBe("Bearer sk-test");
    client.ws.close();
  });

  it("passes microphone audio up and Nora's audio, transcripts and completion down", async () => {
    const client = await connect();
    client.send({ type: "input_audio_buffer.append", audio: "AAABAA==" });
    expect(await upstream.receivedWhere((e) => e.type === "input_audio_buffer.append")).toEqual({
      type: "input_audio_buffer.append",
      audio: "AAABAA==",
    });

    upstream.send({
      type: "conversation.item.input_audio_transcription.completed",
      item_id: "i1",
      transcript: "What helps with sleep?",
    });
    upstream.send({ type: "response.audio_transcript.delta", delta: "Magnesium " });
    upstream.send({ type: "response.audio.delta", delta: "AQACAA==" });
    upstream.send({ type: "response.audio.done" });
    upstream.send({ type: "session.updated", session: { instructions: "secret" } });
    expect(await client.next("conversation.item.input_audio_transcription.completed")).toMatchObject({
      transcript: "What helps with sleep?",
    });
    expect(await client.next("response.audio_transcript.delta")).toMatchObject({ delta: "Magnesium " });
    expect(await client.next("response.audio.delta")).toMatchObject({ delta: "AQACAA==" });
    await client.next("response.audio.done");
    expect(client.events.map((e) => e.type)).not.toContain("session.updated");
    client.ws.close();
  });

  it("round-trips a tool call: arguments down, the browser's output up, then asks for a response", async () => {
    const client = await connect();
    upstream.send({ type: "response.function_call_arguments.delta", call_id: "c1", delta: '{"page":' });
    upstream.send({
      type: "response.function_call_arguments.done",
      call_id: "c1",
      name: "navigate_to_page",
      arguments: '{"page":"shop"}',
    });
    expect(await client.next("response.function_call_arguments.delta")).toMatchObject({
      call_id: "c1",
      delta: '{"page":',
    });
    expect(await client.next("response.function_call_arguments.done")).toMatchObject({
      call_id: "c1",
      name: "navigate_to_page",
      arguments: '{"page":"shop"}',
    });

    const output = {
      type: "conversation.item.create",
      item: { type: "function_call_output", call_id: "c1", output: '{"success":true}' },
    };
    client.send(output);
    expect(await upstream.receivedWhere((e) => e.type === "conversation.item.create")).toEqual(output);
    await upstream.receivedWhere((e) => e.type === "response.create");
    client.ws.close();
  });

  it("maps the upstream's speech_started to user.interrupted", async () => {
    const client = await connect();
    upstream.send({ type: "input_audio_buffer.speech_started", audio_start_ms: 10, item_id: "i2" });
    expect(await client.next("user.interrupted")).toEqual({ type: "user.interrupted" });
    client.ws.close();
  });

  it("reports upstream errors with their message, or Voice chat error", async () => {
    const client = await connect();
    upstream.send({ type: "error", error: { type: "invalid_request_error", message: "Rate limit reached" } });
    expect(await client.next("error")).toEqual({ type: "error", message: "Rate limit reached" });
    const seen = client.events.length;
    upstream.send({ type: "error", error: {} });
    expect(await client.next("error", seen)).toEqual({ type: "error", message: "Voice chat error" });
    client.ws.close();
  });

  it("tells the browser and closes its socket when the upstream hangs up", async () => {
    const client = await connect();
    upstream.hangUp();
    expect((await client.next("error")).message).toMatch(/disconnected/);
    expect(await client.closedWith()).toBe(1011);
  });

  it("answers a malformed message with an error and keeps the socket", async () => {
    const client = await connect();
    client.ws.send("not json");
    expect(await client.next("error")).toEqual({ type: "error", message: "Unsupported message" });
    client.send({ type: "input_audio_buffer.append", audio: "AAAA" });
    await upstream.receivedWhere((e) => e.type === "input_audio_buffer.append");
    client.ws.close();
  });
});

describe("voice socket guards", () => {
  let upstream: StandIn;
  beforeAll(async () => {
    upstream = await startRealtimeStandIn();
  });
  afterAll(() => upstream.close());

  it("refuses another site's origin", async () => {
    const host = await startHost(upstream);
    await expect(openVoiceClient(host.url, "https://evil.example")).rejects.toThrow(/403/);
    await host.close();
  });

  it("limits new connections per address", async () => {
    const host = await startHost(upstream, {
      limiter: createLimiter({ name: `voice-limit-${Math.random()}`, points: 2, duration: 60 }),
    });
    for (let i = 0; i < 2; i++) (await openVoiceClient(host.url, host.origin)).ws.close();
    await expect(openVoiceClient(host.url, host.origin)).rejects.toThrow(/429/);
    await host.close();
  });

  it("limits simultaneous connections per address", async () => {
    const host = await startHost(upstream, { maxConnectionsPerIp: 1 });
    const first = await openVoiceClient(host.url, host.origin);
    await expect(openVoiceClient(host.url, host.origin)).rejects.toThrow(/503/);
    first.ws.close();
    await host.close();
  });

  it("closes a socket that sends an oversized message", async () => {
    const host = await startHost(upstream, { maxMessageBytes: 1024 });
    const client = await openVoiceClient(host.url, host.origin);
    client.send({ type: "input_audio_buffer.append", audio: "A".repeat(4096) });
    expect(await client.closedWith()).toBe(1009);
    await host.close();
  });

  it("closes an idle socket", async () => {
    const host = await startHost(upstream, { idleMs: 200 });
    const client = await openVoiceClient(host.url, host.origin);
    expect(await client.closedWith()).toBe(1000);
    await host.close();
  });
});
