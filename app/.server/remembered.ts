/**
 * A read kept in memory for a while: every caller within `freshMs` shares
 * the last read; a failed read is not kept, so the next caller asks again.
 * `forget` drops it at once (an admin changed what it reads).
 */
export function remembered<T>(read: () => Promise<T>, freshMs: number) {
  let kept: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      if (!kept || Date.now() - kept.at > freshMs) {
        const value = read();
        const entry = { at: Date.now(), value };
        kept = entry;
        value.catch(() => {
          if (kept === entry) kept = null;
        });
      }
      return kept.value;
    },
    forget() {
      kept = null;
    },
  };
}
