import { describe, expect, it } from "vitest";
import { base64ToBytes, bytesToInt16 } from "~/lib/voice/audio-format";
import { COMMAND_REPLIES, createLocalSession } from "~/.server/voice/local-session";
import { espeakSynthesize } from "~/.server/voice/synthesize";
import type { ServerEvent } from "~/lib/voice/protocol";
import { userTextItem } from "~/lib/voice/protocol";

function harness(
  reply: (messages: { role: string; content: string }[]) => AsyncIterable<string>,
  synthesize = async (text: string) => new Int16Array(text.length * 2400).fill(1000),
) {
  const events: ServerEvent[] = [];
  const waiters: Array<() => void> = [];
  const session = createLocalSession(
    { send: (e) => (events.push(e), waiters.splice(0).forEach((w) => w())), end: () => {} },
    { reply, synthesize },
  );
  return {
    events,
    session,
    async next(type: ServerEvent["type"], after = 0) {
      for (;;) {
        const found = events.slice(after).find((e) => e.type === type);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

async function* words(text: string) {
  for (const word of text.split(/(?<= )/)) yield word;
}

describe("local voice pipeline", () => {
  it("answers a spoken question with the chat's reply, as transcript and 24 kHz audio", async () => {
    const seen: string[] = [];
    const h = harness(
      (messages) => (seen.push(messages.at(-1)!.content), words("Magnesium may help. Ask your doctor.")),
    );
    expect(h.events[0]).toEqual({ type: "connection.established", mode: "local" });
    h.session.handle(userTextItem("What helps with sleep?"));
    expect(await h.next("conversation.item.input_audio_transcription.completed")).toMatchObject({
      transcript: "What helps with sleep?",
    });
    await h.next("response.audio.done");
    expect(seen).toEqual(["What helps with sleep?"]);
    const transcript = h.events
      .filter((e) => e.type === "response.audio_transcript.delta")
      .map((e) => (e as { delta: string }).delta);
    expect(transcript.join("")).toBe("Magnesium may help. Ask your doctor.");
    const audio = h.events.filter(
      (e): e is Extract<ServerEvent, { type: "response.audio.delta" }> => e.type === "response.audio.delta",
    );
    expect(audio.length).toBeGreaterThan(1);
    expect(bytesToInt16(base64ToBytes(audio[0].delta))[0]).toBe(1000);
  });

  it("turns a command into a function call and speaks its own confirmation, never the browser's text", async () => {
    const h = harness(() => words("unused"));
    h.session.handle(userTextItem("Show me the shop"));
    const done = (await h.next("response.function_call_arguments.done")) as {
      call_id: string;
      name: string;
      arguments: string;
    };
    expect(done.name).toBe("navigate_to_page");
    expect(JSON.parse(done.arguments)).toEqual({ page: "shop" });
    expect(await h.next("response.function_call_arguments.delta")).toMatchObject({ call_id: done.call_id });
    h.session.handle({
      type: "conversation.item.create",
      item: {
        type: "function_call_output",
        call_id: done.call_id,
        output: '{"success":true,"message":"Navigated to shop"}',
      },
    });
    expect(await h.next("response.audio_transcript.delta")).toMatchObject({ delta: COMMAND_REPLIES.navigate_to_page });
    await h.next("response.audio.done");
  });

  it("stops speaking and says user.interrupted when the shopper talks over Nora", async () => {
    let release: () => void = () => {};
    const slow = async (text: string) => {
      if (text.startsWith("Second")) await new Promise<void>((r) => (release = r));
      return new Int16Array(24000);
    };
    const h = harness(() => words("First sentence. Second sentence."), slow);
    h.session.handle(userTextItem("Tell me about vitamin D"));
    await h.next("response.audio.delta");
    h.session.handle(userTextItem("Stop"));
    await h.next("user.interrupted");
    release();
    const interruptedAt = h.events.findIndex((e) => e.type === "user.interrupted");
    // Nothing from the first answer is spoken after the interruption.
    const afterwards = h.events.slice(interruptedAt + 1);
    expect(afterwards.filter((e) => e.type === "response.audio.done").length).toBeLessThanOrEqual(1);
    expect(h.events.slice(0, interruptedAt).some((e) => e.type === "response.audio.done")).toBe(false);
  });

  it("reports a failed reply as an error event", async () => {
    const h = harness(() => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("model down")) }),
    }));
    h.session.handle(userTextItem("Hello"));
    expect((await h.next("error")) as { message: string }).toMatchObject({
      message: expect.stringMatching(/could not answer/),
    });
  });

  it("synthesises speech offline with eSpeak NG at 24 kHz", async () => {
    const samples = await espeakSynthesize("Hello, I am Nora.");
    // About a second of speech, not silence.
    expect(samples.length).toBeGreaterThan(24_000 * 0.5);
    expect(Math.max(...samples.subarray(0, 24_000).map(Math.abs))).toBeGreaterThan(1000);
  });

  it("speaks a reply's list lines: a line starting with a dash is text, not an eSpeak option", async () => {
    const samples = await espeakSynthesize("- What can help me sleep better?");
    expect(samples.length).toBeGreaterThan(24_000 * 0.5);
  });
});
