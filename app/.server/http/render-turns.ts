/**
 * Page renders take turns with the event loop's I/O: one starts per loop iteration.
 *
 * React renders a whole page in one macrotask (Fizz's performWork, on setImmediate). Requests whose loaders finish
 * in the same iteration used to render back to back in one check phase, 16 of them 5-10 ms each, and for that
 * long no socket was read: a probe, a newcomer's request or a database answer waited behind them. Each render now
 * waits for its turn; a turn is handed on from setImmediate, which Node runs in the next iteration, after the poll
 * phase has read whatever arrived. Renders still use the whole core; they only no longer run in bunches.
 */
const waiting: Array<() => void> = [];
let handing = false;

function handOn() {
  const next = waiting.shift();
  if (next) next();
  handing = waiting.length > 0;
  if (handing) setImmediate(handOn);
}

/** Resolves when this render may start: at once when none is waiting, else an iteration after the one before it. */
export function renderTurn(): Promise<void> | undefined {
  if (!handing && waiting.length === 0) {
    handing = true;
    setImmediate(handOn);
    return undefined;
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!handing) {
      handing = true;
      setImmediate(handOn);
    }
  });
}
