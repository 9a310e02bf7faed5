import lighthouse from "lighthouse";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Lhr = Pick<Result["lhr"], "runtimeError" | "audits">;

/** The figures every budget reads: a run is counted only when it measured each of them. */
const MEASURED = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
];
/** A run that measured nothing is run again, at most this many times. */
const EXTRA_ATTEMPTS = 2;

/**
 * Why a run measured nothing, or null when it did. Lighthouse reports a failed
 * trace (no LCP seen, a page that did not load) as a runtime error, or as audits
 * without a value; read as 0, such a run passed every time budget (it was one of
 * home's five TBT runs in the 2026-11-27 bench).
 */
export function unmeasured(lhr: Lhr): string | null {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  for (const id of MEASURED) {
    const audit = lhr.audits[id];
    if (!audit || audit.scoreDisplayMode === "error" || !Number.isFinite(audit.numericValue))
      return `${id}: ${audit?.errorMessage ?? "no value"}`;
  }
  return (lhr.audits["largest-contentful-paint"].numericValue ?? 0) > 0 ? null : "largest-contentful-paint: 0";
}

/**
 * One Lighthouse run of `url` that measured, with the reasons of those run
 * again; throws when none did, so no figure is made of a failed run.
 */
export async function measuredRun(url: string, flags: Parameters<typeof lighthouse>[1]) {
  const discarded: string[] = [];
  for (let attempt = 0; attempt <= EXTRA_ATTEMPTS; attempt++) {
    const result = await lighthouse(url, flags);
    const reason = result ? unmeasured(result.lhr) : "no result";
    if (!reason) return { result: result!, discarded };
    discarded.push(reason);
  }
  throw new Error(`Lighthouse measured nothing on ${url} in ${EXTRA_ATTEMPTS + 1} runs: ${discarded.join("; ")}`);
}
