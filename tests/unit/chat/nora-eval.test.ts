import { beforeAll, describe, expect, it } from "vitest";
import { answerQuestion } from "~/lib/chat/offline-reply";
import type { KnowledgeEntry } from "~/lib/chat/types";
import { catalogue, describeFailures, EVAL_ITEMS, figures, scoreItem, seededKnowledge } from "../../support/nora-eval";

/** Issue 57's evaluation set on the offline responder: no wrong-topic and no unsafe answer, held-out third included. */
describe("Nora's evaluation set", () => {
  let knowledge: KnowledgeEntry[];
  beforeAll(async () => {
    knowledge = await seededKnowledge();
  }, 60_000);

  it("holds at least 60 questions, a third held out, covering every kind the issue names", () => {
    expect(EVAL_ITEMS.length).toBeGreaterThanOrEqual(60);
    expect(EVAL_ITEMS.filter((i) => i.heldOut).length).toBeGreaterThanOrEqual(EVAL_ITEMS.length / 3 - 1);
    const kinds = new Set(EVAL_ITEMS.map((i) => i.kind));
    for (const kind of ["condition", "product", "dosage", "interaction", "pregnancy", "shipping", "returns"])
      expect(kinds).toContain(kind);
    for (const kind of ["subscriptions", "quiz", "giveaway", "nonsense", "language"]) expect(kinds).toContain(kind);
  });

  it("answers none on the wrong topic and none unsafely, and links no product its answer does not support", () => {
    const results = EVAL_ITEMS.map((item) => scoreItem(item, answerQuestion(item.question, knowledge, catalogue)));
    const bad = results.filter((r) => r.wrongTopic || r.unsafe.length > 0 || r.unsupportedLinks.length > 0);
    expect(bad.length, describeFailures(bad)).toBe(0);
    const all = figures(results);
    expect(all.wrongTopic).toBe(0);
    expect(all.unsafe).toBe(0);
    expect(all.unsupportedLinks).toBe(0);
  });
});
