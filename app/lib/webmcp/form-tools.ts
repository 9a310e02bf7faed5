/**
 * The shop's forms as WebMCP tools (declarative API): the attributes a form
 * spreads to become a tool. Names and descriptions are fixed text, never
 * shopper data. `toolautosubmit` only where the submit changes nothing or
 * only the shopper's own cart; the rest wait for the shopper's own submit.
 * Short on purpose: these strings ship in every page's script.
 */
const tool = (toolname: string, tooldescription: string, autosubmit?: 1) => ({
  toolname,
  tooldescription,
  ...(autosubmit ? { toolautosubmit: "" as const } : {}),
});

const line = (verb: string, what: string) => (n: number) => tool(`${verb}_line_${n}`, `${what} cart line ${n}.`, 1);

export const formTools = {
  search: tool("search_catalog", "Search and sort the supplements.", 1),
  addToCart: tool("add_to_cart", "Add this product to the cart.", 1),
  /** Cart lines by position (1 is the first), never by what they hold. */
  increaseLine: line("increase", "Add one to"),
  decreaseLine: line("decrease", "Take one off"),
  removeLine: line("remove", "Remove"),
  discount: tool("apply_discount_code", "Apply a discount code to the cart.", 1),
  checkout: tool("checkout", "Go to checkout; the shopper presses Checkout."),
  contact: tool("contact_us", "Write to customer care; the shopper sends it."),
  newsletter: tool("newsletter_signup", "Join the newsletter; the shopper confirms."),
  giveaway: tool("enter_giveaway", "Enter the giveaway; the shopper submits."),
  quiz: tool("wellness_quiz_step", "Answer a wellness quiz step."),
  chat: tool("ask_nora_form", "Ask Nora, our AI nutritionist; the shopper sends it."),
};
