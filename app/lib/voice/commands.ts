import { isValidEmail } from "./email";
import { pagePath, productPath, searchPath } from "./pages";

export interface CommandEffects {
  navigate(path: string): void;
  toast(message: { title: string; description?: string; variant?: "default" | "success" | "destructive" }): void;
  /** Asks send-health-info to mail what Nora said in this conversation (the server reads it, not the model's arguments); true on success, else the server's reason when it gave one. */
  sendHealthInfo(body: { email: string }): Promise<true | { error?: string }>;
}

export type CommandResult = { success: boolean; message?: string; error?: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Carries out one voice command in the browser and returns what goes back to
 * the model as the function_call_output.
 */
export async function runVoiceCommand(
  name: string,
  rawArguments: string,
  effects: CommandEffects,
): Promise<CommandResult> {
  let args: Record<string, unknown> = {};
  try {
    const parsed: unknown = rawArguments ? JSON.parse(rawArguments) : {};
    if (parsed && typeof parsed === "object") args = parsed as Record<string, unknown>;
  } catch {
    return { success: false, error: "Invalid arguments" };
  }
  switch (name) {
    case "navigate_to_page": {
      const path = pagePath(text(args.page));
      if (!path) return { success: false, error: `Unknown page: ${text(args.page)}` };
      effects.navigate(path);
      return { success: true, message: `Navigated to ${text(args.page).toLowerCase()}` };
    }
    case "search_products": {
      const query = text(args.query);
      if (!query) return { success: false, error: "Missing search query" };
      effects.navigate(searchPath(query));
      return { success: true, message: `Searching for ${query}` };
    }
    case "view_product": {
      const handle = text(args.product_handle);
      if (!handle) return { success: false, error: "Missing product handle" };
      effects.navigate(productPath(handle));
      return { success: true, message: `Showing product ${handle}` };
    }
    case "add_to_cart": {
      // The spec: the voice command does not change the cart (toast and reply only).
      const product = text(args.product_name);
      effects.toast({
        title: `${product || "Product"} noted`,
        description: "Open the product page and use Add to Cart to buy it.",
      });
      return { success: true, message: `Please add ${product || "the product"} to your cart from its product page.` };
    }
    case "send_email": {
      const email = text(args.email);
      if (!isValidEmail(email)) {
        effects.toast({ title: "Please provide a valid email address", variant: "destructive" });
        return { success: false, error: "Invalid email address format" };
      }
      const sent = await effects.sendHealthInfo({ email }).catch(() => ({ error: undefined }));
      if (sent !== true) {
        // The server's reason (sign in first, only your own address) tells the shopper what to do.
        effects.toast({ title: sent.error ?? "Failed to send email", variant: "destructive" });
        return { success: false, error: "Failed to send email" };
      }
      effects.toast({ title: `Sent information to ${email}`, variant: "success" });
      return { success: true, message: `Sent information to ${email}` };
    }
    default:
      return { success: false, error: "Unknown command" };
  }
}
