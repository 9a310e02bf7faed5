/**
 * What a chat reply may carry to the shopper: plain text and links of the
 * form [label](/product/{handle}). Any other markdown link keeps only its
 * label, HTML tags are dropped, and bare URLs or script schemes are
 * replaced, so neither the model nor a poisoned knowledge entry can put
 * markup or an off-site link in front of a shopper. A link policy narrows
 * product links further (the model's links to products grounding did not
 * allow keep only their label).
 */
const MARKDOWN_LINK = /\[([^\]\n]{0,200})\]\(([^)\n]*)\)/g;
const PRODUCT_HREF = /^\/product\/[a-z0-9][a-z0-9-]{0,200}$/i;
const HTML_TAG = /<\/?[a-z!?][^<>]*>/gi;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s)\]]+/gi;
const SCRIPT_SCHEME = /\b(?:javascript|data|vbscript)\s*:/gi;
export const LINK_REMOVED = "(link removed)";

/** Which product handles a reply may link; by default any well-formed one. */
export type LinkPolicy = (handle: string) => boolean;
const anyProduct: LinkPolicy = () => true;

export function neutraliseReply(text: string, allowed: LinkPolicy = anyProduct): string {
  return text
    .replace(HTML_TAG, "")
    .replace(MARKDOWN_LINK, (whole, label: string, href: string) => {
      const target = href.trim();
      return PRODUCT_HREF.test(target) && allowed(target.slice("/product/".length)) ? `[${label}](${target})` : label;
    })
    .replace(BARE_URL, LINK_REMOVED)
    .replace(SCRIPT_SCHEME, "");
}

const HOLD_LIMIT = 2_000;

/** Where text may be cut without splitting a link, a tag or a URL still being streamed. */
function safeCut(buffer: string): number {
  let cut = Math.max(buffer.lastIndexOf(" "), buffer.lastIndexOf("\n")) + 1;
  // Never inside a markdown link, finished or not: the last "[" before the cut whose ")" is not before it.
  const openBracket = buffer.lastIndexOf("[", cut - 1);
  if (openBracket >= 0 && cut > 0) {
    const close = buffer.indexOf(")", openBracket);
    if (close < 0 || close >= cut) cut = openBracket;
  }
  const openTag = buffer.lastIndexOf("<", cut - 1);
  if (openTag >= 0 && cut > 0) {
    const close = buffer.indexOf(">", openTag);
    if (close < 0 || close >= cut) cut = openTag;
  }
  return buffer.length > HOLD_LIMIT ? buffer.length : cut;
}

/** The same filter over a streamed reply: holds back only an unfinished link, tag or word. */
export async function* neutraliseStream(
  chunks: AsyncIterable<string>,
  allowed: LinkPolicy = anyProduct,
): AsyncGenerator<string> {
  let buffer = "";
  for await (const chunk of chunks) {
    buffer += chunk;
    const cut = safeCut(buffer);
    if (cut > 0) {
      const ready = neutraliseReply(buffer.slice(0, cut), allowed);
      buffer = buffer.slice(cut);
      if (ready) yield ready;
    }
  }
  const rest = neutraliseReply(buffer, allowed);
  if (rest) yield rest;
}
