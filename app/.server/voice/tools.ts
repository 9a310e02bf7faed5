import { VOICE_PAGES } from "~/lib/voice/pages";

/** The five voice commands as Realtime function tools (SPEC §7). The browser carries them out. */
export const VOICE_TOOLS = [
  {
    type: "function",
    name: "navigate_to_page",
    description: "Open one of the shop's pages for the shopper.",
    parameters: {
      type: "object",
      properties: { page: { type: "string", enum: Object.keys(VOICE_PAGES), description: "The page to open." } },
      required: ["page"],
    },
  },
  {
    type: "function",
    name: "search_products",
    description: "Search the shop's products and show the results.",
    parameters: {
      type: "object",
      properties: { query: { type: "string", description: "What to search for." } },
      required: ["query"],
    },
  },
  {
    type: "function",
    name: "add_to_cart",
    description: "Note a product the shopper wants to buy (they confirm it on its product page).",
    parameters: { type: "object", properties: { product_name: { type: "string" } }, required: ["product_name"] },
  },
  {
    type: "function",
    name: "view_product",
    description: "Open a product's page.",
    parameters: {
      type: "object",
      properties: { product_handle: { type: "string", description: "The product's handle from the product list." } },
      required: ["product_handle"],
    },
  },
  {
    type: "function",
    name: "send_email",
    description: "Email the shopper health information or product details they asked for.",
    parameters: {
      type: "object",
      properties: {
        email: { type: "string", description: "The shopper's email address." },
        content: { type: "string", description: "The information to send." },
        productInfo: { type: "string", description: "Product names, prices and links, if any." },
      },
      required: ["email", "content"],
    },
  },
] as const;

/** What Nora is told on top of the chat's grounded instructions when she speaks. */
export const VOICE_GUIDANCE = [
  "You are speaking aloud in a voice conversation: answer in one to three short spoken sentences, no lists, links or markdown.",
  "Use the tools when the shopper asks to open a page, search, view a product, add something to the cart or receive an email; say briefly what you did.",
].join("\n");
