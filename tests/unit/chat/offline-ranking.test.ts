import { describe, expect, it } from "vitest";
import { createIndex } from "~/lib/chat/bm25";
import { NO_ANSWER_LINE, offlineReply, wordChunks } from "~/lib/chat/offline-reply";
import { replySegments } from "~/lib/chat/reply-segments";
import { addKeyword, cleanKeywords } from "~/lib/chat/knowledge-form";
import type { ChatProduct, KnowledgeEntry } from "~/lib/chat/types";

const entry = (
  id: string,
  category: string,
  question: string,
  answer: string,
  keywords: string[] = [],
): KnowledgeEntry => ({ id, category, question, answer, keywords });
const knowledge = [
  entry("sugar", "Blood Sugar", "What helps with blood sugar?", "Pair carbohydrates with fiber and walk after meals.", [
    "glucose",
    "diabetes",
  ]),
  entry("sleep", "Sleep", "What can help me sleep better?", "Keep a regular bedtime; magnesium glycinate is gentle.", [
    "insomnia",
  ]),
  entry("heart", "Heart Health", "What supports heart health?", "Fatty fish twice a week; fiber from oats and beans.", [
    "omega-3",
  ]),
];
const product = (handle: string, title: string): ChatProduct => ({
  id: `gid://shopify/Product/${handle}`,
  handle,
  title,
  price: "19.99",
  description: "",
});
const products = [
  product("magnesium-glycinate", "Magnesium Glycinate"),
  product("blood-sugar-maintenance", "Blood Sugar Maintenance"),
  product("berberine-500", "Berberine 500 mg"),
];

describe("BM25 ranking", () => {
  const index = createIndex(knowledge, [
    { get: (e) => e.question, weight: 2 },
    { get: (e) => e.keywords.join(" "), weight: 3 },
    { get: (e) => e.answer, weight: 1 },
  ]);

  it("ranks the entry whose question and keywords match first", () => {
    expect(index.search("how do I lower my glucose and blood sugar")[0].doc.id).toBe("sugar");
    expect(index.search("trouble with insomnia")[0].doc.id).toBe("sleep");
  });

  it("weights rare terms above common ones and reports the matched terms", () => {
    const [best] = index.search("magnesium for sleep");
    expect(best.doc.id).toBe("sleep");
    expect(best.matched.sort()).toEqual(["magnesium", "sleep"]);
  });

  it("finds nothing for stop words or unrelated text", () => {
    expect(index.search("what is the")).toEqual([]);
    expect(index.search("fix a car engine")).toEqual([]);
  });
});

describe("offline reply", () => {
  const ask = (content: string) => offlineReply([{ role: "user", content }], knowledge, products);

  it("answers from the best entry and links the products whose text supports it", () => {
    const reply = ask("What helps with blood sugar?");
    expect(reply).toContain("Pair carbohydrates with fiber");
    expect(reply).toContain("[Blood Sugar Maintenance](/product/blood-sugar-maintenance)");
    // Only products whose own text is on the topic: this Berberine's (a bare title, no description) says nothing of it.
    expect(reply).not.toContain("/product/berberine-500");
    expect(reply).toContain("not medical advice");
  });

  it("says it has no answer yet when nothing matches, offering topics, the contact page and a provider", () => {
    const reply = ask("fix a car engine");
    expect(reply).toContain(NO_ANSWER_LINE);
    expect(reply).toContain("/contact");
    expect(reply).toContain("healthcare provider");
    expect(reply).not.toContain("Pair carbohydrates");
  });

  it("links only products in the given list", () => {
    expect(offlineReply([{ role: "user", content: "help me sleep" }], knowledge, [])).not.toContain("/product/");
  });

  it("streams word by word without losing text", () => {
    const text = "One two  three\n\nfour";
    expect(wordChunks(text).join("")).toBe(text);
    expect(wordChunks(text)).toHaveLength(4);
  });
});

describe("reply segments", () => {
  it("turns only /product/ links into links", () => {
    expect(
      replySegments("See [Magnesium](/product/magnesium-glycinate) or [evil](https://evil.test) <b>x</b>"),
    ).toEqual([
      { type: "text", text: "See " },
      { type: "link", label: "Magnesium", href: "/product/magnesium-glycinate" },
      { type: "text", text: " or [evil](https://evil.test) <b>x</b>" },
    ]);
    expect(replySegments('[x](/product/a"onmouseover=alert(1))')).toEqual([
      { type: "text", text: '[x](/product/a"onmouseover=alert(1))' },
    ]);
  });
});

describe("knowledge keywords", () => {
  it("trims, drops blanks and duplicates", () => {
    expect(cleanKeywords([" sugar ", "Sugar", "", "glucose"])).toEqual(["sugar", "glucose"]);
    expect(addKeyword(["sugar"], "  SUGAR ")).toEqual(["sugar"]);
  });
});

describe("the knowledge index", () => {
  it("a new knowledge read (an admin's edit) is answered from itself", () => {
    const question = [{ role: "user" as const, content: "How do I calm my mind?" }];
    expect(offlineReply(question, knowledge, [])).toContain(NO_ANSWER_LINE);
    const edited = [
      ...knowledge,
      entry("calm", "Stress", "How do I calm my mind?", "Slow breathing for five minutes."),
    ];
    expect(offlineReply(question, edited, [])).toContain("Slow breathing for five minutes.");
    expect(offlineReply(question, knowledge, [])).toContain(NO_ANSWER_LINE);
  });
});
