import { VOICE_PAGES, type VoicePage } from "./pages";
import type { VoiceCommand } from "./protocol";

export interface Intent {
  name: VoiceCommand;
  arguments: Record<string, string>;
}

const PAGE_WORDS: Array<[RegExp, VoicePage]> = [
  [/\b(home ?page|home)\b/, "home"],
  [/\b(shop|store|products)\b/, "shop"],
  [/\babout\b/, "about"],
  [/\bconditions?\b/, "conditions"],
  [/\blearn(ing)?\b/, "learn"],
  [/\bcommunity\b/, "community"],
  [/\bcontact\b/, "contact"],
  [/\b(cart|basket)\b/, "cart"],
  [/\b(account|profile)\b/, "account"],
];

// Starts only where a word starts: otherwise a long word with no "@" is rescanned from each of its characters.
const EMAIL = /(?<![^\s@])[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * Recognises the voice commands in what the shopper said, for the offline
 * pipeline (the upstream model does this itself). Conservative: only clear
 * command phrasings match, everything else is a question for Nora.
 */
export function detectIntent(spoken: string): Intent | null {
  const said = spoken
    .toLowerCase()
    .replace(/[.!?,]+$/g, "")
    .trim();
  const email = spoken.match(EMAIL);
  if (email && /\b(email|e-mail|send|mail)\b/.test(said)) {
    return {
      name: "send_email",
      arguments: { email: email[0].replace(/[.,]+$/, ""), content: spoken, productInfo: "" },
    };
  }
  const search = said.match(/^(?:please )?(?:search|look|find)(?: for)? (.+?)(?: in the (?:shop|store))?$/);
  if (search) return { name: "search_products", arguments: { query: search[1] } };
  const add = said.match(
    /^(?:please )?(?:add|put) (?:the |a |some )?(.+?) (?:to|in|into) (?:my |the )?(?:cart|basket)$/,
  );
  if (add) return { name: "add_to_cart", arguments: { product_name: add[1] } };
  const view = said.match(/^(?:please )?(?:show|view|open)(?: me)? (?:the )?product ([a-z0-9-]+)$/);
  if (view) return { name: "view_product", arguments: { product_handle: view[1] } };
  const nav = said.match(
    /^(?:please )?(?:show me|take me to|go to|open|navigate to|bring me to)(?: the| my)? (.+?)(?: page)?$/,
  );
  if (nav) {
    const found = PAGE_WORDS.find(([pattern]) => pattern.test(nav[1]));
    if (found && Object.hasOwn(VOICE_PAGES, found[1]))
      return { name: "navigate_to_page", arguments: { page: found[1] } };
  }
  return null;
}
