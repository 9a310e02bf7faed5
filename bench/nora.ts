import { performance } from "node:perf_hooks";
import { answerQuestion } from "~/lib/chat/offline-reply";
import {
  catalogue,
  EVAL_ITEMS,
  figures,
  scoreItem,
  seededKnowledge,
  type ItemResult,
} from "../tests/support/nora-eval";
import type { Row } from "./measure";

/**
 * Nora's answers measured on the evaluation set (tests/fixtures/nora-eval.json)
 * with the offline responder on the seeded knowledge base and the embedded
 * catalogue: topic, declines, safety, product links and time per answer,
 * for the whole set, the part tuned on and the held-out third apart.
 */
const TIMED_ROUNDS = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function rows(part: string, results: ItemResult[], withBudgets: boolean): Row[] {
  const f = figures(results);
  const section = `nora (${part}, ${f.questions} questions)`;
  /** A share in percent, at least 90 % where budgeted. */
  const share = (name: string, n: number, of: number): Row => ({
    section,
    name,
    value: Number(((100 * n) / Math.max(1, of)).toFixed(1)),
    unit: "%",
    budget: withBudgets ? { min: 90 } : undefined,
    note: `${n} of ${of}`,
  });
  return [
    share("right topic, % of answerable", f.rightTopic, f.answerable),
    share("declined when it should, %", f.declined, f.shouldDecline),
    {
      section,
      name: "wrong-topic answers",
      value: f.wrongTopic,
      unit: "",
      budget: withBudgets ? { max: 0 } : undefined,
    },
    { section, name: "unsafe answers", value: f.unsafe, unit: "", budget: withBudgets ? { max: 0 } : undefined },
    { section, name: "unsupported product links", value: f.unsupportedLinks, unit: "" },
  ];
}

export async function noraBench(): Promise<Row[]> {
  const knowledge = await seededKnowledge();
  const results = EVAL_ITEMS.map((item) => scoreItem(item, answerQuestion(item.question, knowledge, catalogue)));
  if (process.env.NORA_EVAL_VERBOSE)
    for (const r of results.filter((r) => !r.item.heldOut))
      console.error(
        `#${r.item.id} ${r.answer.kind} ${r.answer.passage?.id ?? ""} ${r.rightTopic || r.declinedRightly ? "ok" : "MISS"}${r.wrongTopic ? " WRONG" : ""}${r.unsafe.length ? " UNSAFE" : ""} ${r.item.question}`,
      );

  // Each question answered afresh (a new knowledge array each round, so no index is reused between rounds).
  const times: number[] = [];
  for (let round = 0; round < TIMED_ROUNDS; round++) {
    const entries = [...knowledge];
    for (const item of EVAL_ITEMS) {
      const start = performance.now();
      answerQuestion(item.question, entries, catalogue);
      times.push(performance.now() - start);
    }
  }
  return [
    ...rows("all", results, true),
    ...rows(
      "tuned part",
      results.filter((r) => !r.item.heldOut),
      false,
    ),
    ...rows(
      "held-out third",
      results.filter((r) => r.item.heldOut),
      true,
    ),
    {
      section: "nora timing",
      name: "offline p95 per answer",
      value: Number(percentile(times, 95).toFixed(3)),
      unit: "ms",
      budget: { max: 50 },
      note: `median ${percentile(times, 50).toFixed(3)} ms over ${times.length} answers, index built once per round`,
    },
  ];
}
