import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import { anonymous, asUser, asUserOnce } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";

export type RatingOutcome = "saved" | "duplicate" | "missing";

/**
 * Chat persistence as the visitor (RLS: insert only, no reads): the
 * conversation found or created by session id (a security-definer function
 * returning only its id), messages with ids made here so nothing is read
 * back, and one rating per message (a unique index enforces it).
 */
export function createChatStore(db: Kysely<Database>) {
  return {
    async conversationFor(sessionId: string): Promise<string> {
      const { rows } = await asUser(db, anonymous, (trx) =>
        sql<{ id: string }>`select public.chat_conversation_for(${sessionId}) as id`.execute(trx),
      );
      return rows[0].id;
    },
    /** The conversation of this session, with the visitor's new message saved in it: one statement. */
    async startTurn(sessionId: string, content: string): Promise<string> {
      // The insert returns nothing (the visitor may not read messages); the conversation's id is the CTE's.
      const { rows } = await asUserOnce(
        db,
        anonymous,
        sql<{ id: string }>`
          with conversation as (select public.chat_conversation_for(${sessionId}) as id),
          saved as (
            insert into chat_messages (id, conversation_id, role, content)
            select ${crypto.randomUUID()}::uuid, id, 'user', ${content} from conversation
          )
          select id from conversation`.compile(db),
      );
      return rows[0].id;
    },
    async saveMessage(conversationId: string, role: "user" | "assistant", content: string): Promise<string> {
      const id = crypto.randomUUID();
      await asUserOnce(
        db,
        anonymous,
        db.insertInto("chat_messages").values({ id, conversation_id: conversationId, role, content }).compile(),
      );
      return id;
    },
    /** What Nora said last in this session's conversation (read by the server itself, never on a visitor's behalf), or null. */
    async lastReply(sessionId: string): Promise<string | null> {
      const row = await db
        .selectFrom("chat_messages")
        .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
        .select("chat_messages.content")
        .where("chat_conversations.session_id", "=", sessionId)
        .where("chat_messages.role", "=", "assistant")
        .orderBy("chat_messages.created_at", "desc")
        .limit(1)
        .executeTakeFirst();
      return row?.content ?? null;
    },
    async rate(messageId: string, rating: 1 | -1): Promise<RatingOutcome> {
      try {
        await asUser(db, anonymous, (trx) =>
          trx.insertInto("chat_feedback").values({ message_id: messageId, rating }).execute(),
        );
        return "saved";
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "23505") return "duplicate";
        if (code === "23503") return "missing";
        throw error;
      }
    },
  };
}
export type ChatStore = ReturnType<typeof createChatStore>;
