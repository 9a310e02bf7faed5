/**
 * The shop's forms as WebMCP tools (declarative API): the attributes a form
 * spreads to become a tool. Names and descriptions are fixed text, never
 * shopper data. `toolautosubmit` only where the submit changes nothing or
 * only the shopper's own cart; the rest wait for the shopper's own submit.
 */
const tool = (toolname: string, tooldescription: string, autosubmit = false) => ({
  toolname,
  tooldescription,
  ...(autosubmit ? { toolautosubmit: "" as const } : {}),
});

export const formTools = {
  search: tool("search_catalog", "Search the supplement catalogue by keyword and sort the results.", true),
  addToCart: tool("add_to_cart", "Add this product (the chosen size) to the shopper's cart.", true),
  /** One per product card: the handle tells the cards apart (a tool name is unique per page). */
  addCardToCart: (handle: string) =>
    tool(`add_to_cart_${handle.replace(/[^a-z0-9-]/gi, "")}`, "Add one of this listed product to the cart.", true),
  /** Cart lines by position: 1 is the first line listed in the cart. */
  increaseLine: (n: number) => tool(`increase_quantity_line_${n}`, `Add one to the quantity of cart line ${n}.`, true),
  decreaseLine: (n: number) =>
    tool(`decrease_quantity_line_${n}`, `Take one off the quantity of cart line ${n}.`, true),
  removeLine: (n: number) => tool(`remove_cart_line_${n}`, `Remove cart line ${n} from the cart.`, true),
  checkout: tool("checkout", "Go to the secure checkout with the cart. The shopper presses Checkout."),
  contact: tool("contact_us", "Write to customer care. The shopper reviews and sends the message."),
  newsletter: tool("newsletter_signup", "Sign up to the newsletter. The shopper confirms the email address."),
  giveaway: tool("enter_giveaway", "Enter the running giveaway. The shopper reviews and submits the entry."),
  quiz: tool("wellness_quiz_step", "Answer this step of the wellness quiz that recommends supplements."),
  chat: tool("ask_nora_form", "Ask Nora, the AI nutritionist, a question. The shopper sends it."),
};

/** A field's description for the agent (the label describes it when this is absent). */
export const toolParam = (toolparamdescription: string) => ({ toolparamdescription });
