import { XMLParser } from "fast-xml-parser";
import { FeedError, firstText, httpUrl, plainText } from "./http";

export interface FeedItem {
  title: string;
  link: string | null;
  description: string;
  categories: string[];
  published: Date | null;
  /** Dublin Core coverage: where the item applies (a place). */
  coverage: string | null;
  /** Author or publisher contact, when the feed gives one. */
  contact: string | null;
}

const ARRAYS = new Set(["item", "entry", "category", "link"]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  isArray: (name) => ARRAYS.has(name),
  processEntities: true,
  htmlEntities: true,
});

type Node = Record<string, unknown>;
const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

function dateOf(...values: unknown[]): Date | null {
  for (const value of values) {
    const text = plainText(value);
    if (!text) continue;
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

function atomLink(links: unknown[]): string | null {
  const nodes = links.map((l) => (typeof l === "object" && l ? (l as Node) : { "@_href": l }));
  const alternate = nodes.find((l) => !l["@_rel"] || l["@_rel"] === "alternate") ?? nodes[0];
  return alternate ? httpUrl(alternate["@_href"] ?? alternate["#text"]) : null;
}

function categoriesOf(values: unknown[]): string[] {
  return values
    .map((c) => firstText(typeof c === "object" && c ? ((c as Node)["@_term"] ?? (c as Node)["#text"]) : c))
    .filter((c): c is string => Boolean(c));
}

/** Items of an RSS 2.0, RSS 1.0 (RDF) or Atom feed, via fast-xml-parser. */
export function parseFeedItems(text: string): FeedItem[] {
  let doc: Node;
  try {
    doc = parser.parse(text, true) as Node;
  } catch (error) {
    throw new FeedError(`The feed is not valid XML: ${(error as Error).message}`);
  }
  const rss = doc.rss as Node | undefined;
  const rdf = doc.RDF as Node | undefined;
  const atom = doc.feed as Node | undefined;
  if (rss || rdf) {
    const channel = (rss?.channel ?? rdf?.channel ?? {}) as Node;
    const items = asArray(rss ? channel.item : rdf?.item) as Node[];
    return items.map((item) => ({
      title: firstText(item.title) ?? "",
      link: httpUrl(asArray(item.link)[0]) ?? httpUrl(item.guid),
      description: firstText(item.description, item.encoded) ?? "",
      categories: categoriesOf(asArray(item.category).concat(asArray(item.subject))),
      published: dateOf(item.pubDate, item.date),
      coverage: firstText(item.coverage),
      contact: firstText(item.author, item.creator, item.publisher),
    }));
  }
  if (atom) {
    return (asArray(atom.entry) as Node[]).map((entry) => ({
      title: firstText(entry.title) ?? "",
      link: atomLink(asArray(entry.link)),
      description: firstText(entry.summary, entry.content) ?? "",
      categories: categoriesOf(asArray(entry.category)),
      published: dateOf(entry.published, entry.updated),
      coverage: firstText(entry.coverage),
      contact: firstText((entry.author as Node | undefined)?.email, (entry.author as Node | undefined)?.name),
    }));
  }
  throw new FeedError("The feed is neither RSS nor Atom");
}
