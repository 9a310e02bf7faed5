/** The browser's own speech recognition (Chrome, Edge, Safari), which hears the shopper for the local pipeline. */
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export interface BrowserRecognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => BrowserRecognition;

export function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/**
 * Listens until stopped, restarting after the pauses that end a recognition session; calls onText for each final
 * phrase, and onRunning whenever recognition really starts or stops (a failure or a refused restart stops it for good).
 */
export function listen(
  onText: (text: string) => void,
  onFailure: (error: string) => void,
  onRunning: (running: boolean) => void,
): { stop(): void } | null {
  const Recognition = recognitionConstructor();
  if (!Recognition) return null;
  const recognition = new Recognition();
  let active = true;
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.lang = "en-US";
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      if (result.isFinal && result[0].transcript.trim()) onText(result[0].transcript.trim());
    }
  };
  recognition.onerror = (event) => {
    if (event.error === "no-speech" || event.error === "aborted") return;
    active = false;
    onFailure(event.error);
  };
  recognition.onstart = () => onRunning(true);
  const start = () => {
    try {
      recognition.start();
    } catch (error) {
      active = false;
      onRunning(false);
      onFailure((error as Error).name || "start-failed");
    }
  };
  recognition.onend = () => {
    if (active) start();
    else onRunning(false);
  };
  start();
  return {
    stop() {
      active = false;
      recognition.stop();
    },
  };
}
