import { Mic, MicOff, Volume2 } from "~/components/ui/icons";
import { useVoiceChat } from "./useVoiceChat";

/**
 * Voice mode inside Nora's panel (loaded only when the shopper switches to
 * voice): connection state, transcript, Recording / AI Speaking indicators
 * and the mic button.
 */
export default function VoiceMode({ onClose }: { onClose: () => void }) {
  const voice = useVoiceChat();
  return (
    <div
      className="flex min-h-0 flex-1 flex-col"
      data-voice-mode
      data-mode={voice.mode ?? ""}
      data-audio-queue={voice.queued}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 text-sm">
        <p role="status" className="flex items-center gap-2 font-medium text-slate-700">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${voice.connected && voice.recording ? "bg-green-500" : "bg-amber-400"}`}
          />
          {!voice.connected
            ? "Connecting..."
            : voice.recording
              ? "Connected - Speak anytime"
              : "Connected - Not listening"}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50"
        >
          Close Voice Mode
        </button>
      </div>
      {voice.notice ? (
        <p role="alert" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          {voice.notice}
        </p>
      ) : null}
      <ol
        aria-label="Transcript"
        aria-live="polite"
        className="min-h-0 flex-1 space-y-2 overflow-y-auto px-4 py-3 text-sm"
        data-voice-transcript
      >
        {voice.transcript.map((line, i) => (
          <li
            key={i}
            data-role={line.role}
            className={
              line.role === "user"
                ? "ml-8 rounded-lg bg-brand-50 px-3 py-2 text-right"
                : "mr-8 rounded-lg bg-slate-100 px-3 py-2"
            }
          >
            <span className="sr-only">{line.role === "user" ? "You: " : "Nora: "}</span>
            {line.text}
          </li>
        ))}
      </ol>
      <div className="flex flex-col items-center gap-2 border-t border-slate-200 px-4 py-4">
        <div className="flex gap-3 text-xs">
          {voice.recording ? (
            <span
              data-indicator="recording"
              className="flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-700"
            >
              <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-red-600" /> Recording
            </span>
          ) : null}
          {voice.speaking ? (
            <span
              data-indicator="speaking"
              className="flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800"
            >
              <Volume2 className="h-3.5 w-3.5" /> AI Speaking
            </span>
          ) : null}
        </div>
        <button
          type="button"
          onClick={voice.toggleRecording}
          disabled={!voice.connected}
          aria-pressed={voice.recording}
          className={`flex h-14 w-14 items-center justify-center rounded-full text-white shadow disabled:opacity-50 ${voice.recording ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700"}`}
          aria-label={voice.recording ? "Click to pause" : "Click to start talking"}
        >
          {voice.recording ? <MicOff className="h-6 w-6" /> : <Mic className="h-6 w-6" />}
        </button>
        <p className="text-xs text-slate-600">
          {voice.recording
            ? "Click to pause"
            : voice.stopped
              ? "Listening stopped - Click to start talking"
              : "Click to start talking"}
        </p>
      </div>
    </div>
  );
}
