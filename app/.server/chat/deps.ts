import { getDb } from "~/.server/db/database";
import { internalFunctionToken } from "~/.server/functions/bearer";
import { createHealthChat } from "~/.server/functions/health-chat";
import { configuredBackend } from "./configured";
import { loadActiveKnowledge } from "./knowledge";

let healthChat: ((request: Request) => Promise<Response>) | undefined;

/** The in-process health-chat function with the configured backend and the live knowledge base. */
export function healthChatFunction() {
  return (healthChat ??= createHealthChat({
    backend: configuredBackend(),
    loadKnowledge: () => getDb().then(loadActiveKnowledge),
    token: internalFunctionToken(),
  }));
}
