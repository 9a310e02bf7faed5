/** The shapes of a health-chat request (SPEC §7). */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/** A catalogue product as the chat sees it: description already capped at 200 characters. */
export interface ChatProduct {
  id: string;
  title: string;
  handle: string;
  price: string;
  description: string;
}

export interface KnowledgeEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
  keywords: string[];
}

export const DESCRIPTION_CAP = 200;
