import { Keyboard, Mic } from "~/components/ui/icons";

/** The panel header's voice/text switch. */
export function VoiceToggle({ voice, onChange }: { voice: boolean; onChange: (voice: boolean) => void }) {
  return (
    <button
      type="button"
      onClick={() => onChange(!voice)}
      aria-pressed={voice}
      aria-label={voice ? "Switch to text chat" : "Switch to voice chat"}
      className="flex items-center gap-1 rounded-full bg-brand-800 px-2.5 py-1 text-xs font-semibold hover:bg-brand-900"
    >
      {voice ? <Keyboard className="h-4 w-4" /> : <Mic className="h-4 w-4" />}
      {voice ? "Text" : "Voice"}
    </button>
  );
}
