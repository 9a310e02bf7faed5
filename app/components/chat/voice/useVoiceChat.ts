import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "~/components/ui/Toasts";
import { runVoiceCommand, type CommandEffects } from "~/lib/voice/commands";
import { userTextItem, VOICE_PATH, type ClientEvent, type ServerEvent, type VoiceMode } from "~/lib/voice/protocol";
import { AudioQueue } from "./audio-queue";
import { requestMicrophone, startRecorder, type Recorder } from "./recorder";
import { listen, recognitionConstructor } from "./speech-recognition";

export interface TranscriptLine {
  role: "user" | "assistant";
  text: string;
}

export const VOICE_COPY = {
  startFailed: "Failed to start voice chat. Please check microphone permissions.",
  micFailed: "Failed to access microphone",
  connectionError: "Connection error - please try again",
  serverError: "Voice chat error",
  noRecognition:
    "Nora can't hear you in this browser: it has no speech recognition and the server has no voice service. Use Chrome, Edge or Safari, or ask the shop to turn on its voice service (an OpenAI Realtime-compatible upstream).",
  recognitionFailed: "Speech recognition stopped",
} as const;

/** Names the conversation, never its text: the server mails what Nora said in it. */
async function sendHealthInfo(body: { email: string; conversation: string | null }) {
  const response = await fetch("/api/send-health-info", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: body.email, conversation: body.conversation ?? undefined }),
  });
  const result = (await response.json().catch(() => null)) as { success?: boolean; error?: unknown } | null;
  if (response.ok && result?.success === true) return true;
  return { error: typeof result?.error === "string" ? result.error : undefined };
}

/** One voice conversation with Nora over /api/voice, from opening voice mode until it closes. */
export function useVoiceChat() {
  const navigate = useNavigate();
  const [connected, setConnected] = useState(false);
  /** Really hearing the shopper: the recorder streams (relay) or the browser's recognition runs (local). */
  const [recording, setRecording] = useState(false);
  /** Listening ended on its own (recognition failed or stopped), not by the shopper's click. */
  const [stopped, setStopped] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [queued, setQueued] = useState(0);
  const [mode, setMode] = useState<VoiceMode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [transcript, setTranscript] = useState<TranscriptLine[]>([]);
  const socket = useRef<WebSocket | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<Recorder | null>(null);
  const hearing = useRef<{ stop(): void } | null>(null);
  const player = useRef<AudioQueue | null>(null);
  const modeRef = useRef<VoiceMode | null>(null);
  const conversation = useRef<string | null>(null);
  const effects = useRef<CommandEffects>({
    navigate: (path) => navigate(path),
    toast: (message) => void notify(message),
    sendHealthInfo: ({ email }) => sendHealthInfo({ email, conversation: conversation.current }),
  });
  effects.current.navigate = (path) => navigate(path);

  const send = useCallback((event: ClientEvent) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(event));
  }, []);

  const stopListening = useCallback(() => {
    recorder.current?.stop();
    recorder.current = null;
    const hearingNow = hearing.current;
    hearing.current = null; // cleared first: the stop that follows is the shopper's, not a failure
    hearingNow?.stop();
    setRecording(false);
    setStopped(false);
  }, []);

  const startListening = useCallback(async () => {
    if (!stream.current) return;
    try {
      recorder.current = await startRecorder(stream.current, (audio) => {
        if (modeRef.current === "relay") send({ type: "input_audio_buffer.append", audio });
      });
    } catch {
      void notify({ title: VOICE_COPY.micFailed, variant: "destructive" });
      return;
    }
    setStopped(false);
    if (modeRef.current !== "local") {
      setRecording(true);
      return;
    }
    // Locally only the browser's recognition hears the shopper: "Recording" shows while it really runs.
    hearing.current = listen(
      (text) => {
        player.current?.clear();
        send(userTextItem(text));
      },
      (error) => setNotice(`${VOICE_COPY.recognitionFailed} (${error}).`),
      (running) => {
        setRecording(running);
        if (!running && hearing.current) {
          hearing.current = null;
          recorder.current?.stop();
          recorder.current = null;
          setStopped(true);
        }
      },
    );
    if (!hearing.current) {
      setNotice(VOICE_COPY.noRecognition);
      recorder.current?.stop();
      recorder.current = null;
    }
  }, [send]);

  const append = (role: TranscriptLine["role"], text: string, join: boolean) =>
    setTranscript((lines) => {
      const last = lines.at(-1);
      if (join && last?.role === role) return [...lines.slice(0, -1), { role, text: last.text + text }];
      return [...lines, { role, text }];
    });

  useEffect(() => {
    let cancelled = false;
    let established = false;
    let assistantOpen = false;
    const queue = new AudioQueue();
    // "AI Speaking" lasts until the reply's audio, done arriving, has also finished playing.
    let audioDone = false;
    queue.onChange = (pending) => {
      setQueued(pending);
      if (pending === 0 && audioDone) setSpeaking(false);
    };
    player.current = queue;

    const handle = async (event: ServerEvent) => {
      switch (event.type) {
        case "connection.established":
          established = true;
          modeRef.current = event.mode;
          conversation.current = event.conversation ?? null;
          setMode(event.mode);
          setConnected(true);
          if (event.mode === "local" && !recognitionConstructor()) setNotice(VOICE_COPY.noRecognition);
          await startListening();
          break;
        case "response.audio.delta":
          audioDone = false;
          setSpeaking(true);
          queue.enqueue(event.delta);
          break;
        case "response.audio.done":
          audioDone = true;
          if (queue.pending === 0) setSpeaking(false);
          assistantOpen = false;
          break;
        case "user.interrupted":
          setSpeaking(false);
          queue.clear();
          assistantOpen = false;
          break;
        case "conversation.item.input_audio_transcription.completed":
          append("user", event.transcript, false);
          assistantOpen = false;
          break;
        case "response.audio_transcript.delta":
          append("assistant", event.delta, assistantOpen);
          assistantOpen = true;
          break;
        case "response.function_call_arguments.done": {
          const result = await runVoiceCommand(event.name, event.arguments, effects.current);
          send({
            type: "conversation.item.create",
            item: { type: "function_call_output", call_id: event.call_id, output: JSON.stringify(result) },
          });
          break;
        }
        case "error":
          void notify({ title: event.message || VOICE_COPY.serverError, variant: "destructive" });
          break;
      }
    };

    (async () => {
      try {
        stream.current = await requestMicrophone();
        if (cancelled) return;
        const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${VOICE_PATH}`);
        socket.current = ws;
        ws.onmessage = (message) => {
          let event: ServerEvent;
          try {
            event = JSON.parse(String(message.data)) as ServerEvent;
          } catch {
            return;
          }
          void handle(event);
        };
        ws.onerror = () => {
          if (!established) void notify({ title: VOICE_COPY.connectionError, variant: "destructive" });
        };
        ws.onclose = () => {
          setConnected(false);
          stopListening();
        };
      } catch {
        if (!cancelled) void notify({ title: VOICE_COPY.startFailed, variant: "destructive" });
      }
    })();

    const end = () => {
      if (cancelled) return;
      cancelled = true;
      socket.current?.close();
      socket.current = null;
      stopListening();
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      queue.close();
    };
    // Leaving the page ends the conversation: an open microphone, recognizer or socket keeps the page out of the
    // back/forward cache (decision 0069), and a page in it must not go on listening.
    window.addEventListener("pagehide", end);
    return () => {
      window.removeEventListener("pagehide", end);
      end();
    };
  }, [send, startListening, stopListening]);

  const toggleRecording = useCallback(() => {
    if (recording) stopListening();
    else if (connected) void startListening();
  }, [recording, connected, startListening, stopListening]);

  return { connected, recording, stopped, speaking, queued, mode, notice, transcript, toggleRecording };
}
