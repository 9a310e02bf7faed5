import { encode } from "turbo-stream";
import type { FormFailure } from "~/lib/forms/result";

/**
 * The page a shed request gets: small, no script, no stylesheet to fetch. A
 * refused form post comes back with what was typed (secrets left out) in a
 * form that sends it again, as the shop's other 503s keep a form's values.
 */
export const SHED_TITLE = "Service temporarily unavailable";
export const SHED_MESSAGE = "We're serving a lot of shoppers right now. Please try again in a moment.";
export const KEPT_NOTE = "What you entered is kept: press Try again to send it.";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function shedPage(options: { retryAfterSeconds: number; path: string; values?: Record<string, string> }) {
  const action = escape(options.path);
  const retry = options.values
    ? `<form method="post" action="${action}">${Object.entries(options.values)
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
        .join("")}<p>${KEPT_NOTE}</p><button type="submit">Try again</button></form>`
    : `<p><a href="${action}">Try again</a></p>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${options.values ? "" : `<meta http-equiv="refresh" content="${options.retryAfterSeconds}">`}<title>${SHED_TITLE} | BioLife</title></head><body><main><h1>${SHED_TITLE}</h1><p>${SHED_MESSAGE}</p>${retry}</main></body></html>`;
}

/**
 * A refused form post that the browser's script sent (Remix's `/path.data`): the form's failure in the one
 * shape every action answers with, encoded as Remix's single fetch reads an action's result, so the form
 * stays on the page with what was typed and says why, instead of the error page replacing it.
 */
export async function shedFormData(values: Record<string, string> | null): Promise<Buffer> {
  const failure: FormFailure = {
    ok: false,
    fieldErrors: {},
    formError: { title: SHED_TITLE, description: SHED_MESSAGE, variant: "destructive" },
    values: values ?? {},
  };
  return Buffer.from(await new Response(encode({ data: failure })).arrayBuffer());
}
