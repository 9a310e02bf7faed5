/** What a tool answers: MCP's content list, JSON as text; a refusal is `isError` with the form's message. */
export interface ToolResult {
  content: Array<{ type: "text"; text: string }>;
  isError?: true;
}

export const answer = (value: unknown): ToolResult => ({
  content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value) }],
});

export const refuse = (message: string): ToolResult => ({ content: [{ type: "text", text: message }], isError: true });

/** The first message of a refused form (FormFailure): its form error, else its first field error. */
export function failureMessage(failure: unknown, fallback: string): string {
  const f = failure as { formError?: { title?: string } | null; fieldErrors?: Record<string, string | undefined> };
  return f?.formError?.title || Object.values(f?.fieldErrors ?? {}).find(Boolean) || fallback;
}
