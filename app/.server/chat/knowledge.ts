import type { Kysely } from "kysely";
import { anonymous, asUser, type Claims } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import type { KnowledgeEntry } from "~/lib/chat/types";

/** The active knowledge base as a visitor may read it (RLS: is_active only), newest first. */
export function loadActiveKnowledge(db: Kysely<Database>): Promise<KnowledgeEntry[]> {
  return asUser(db, anonymous, (trx) =>
    trx
      .selectFrom("chat_knowledge_base")
      .select(["id", "category", "question", "answer", "keywords"])
      .where("is_active", "=", true)
      .orderBy("created_at", "desc")
      .execute(),
  );
}

export interface KnowledgeRow extends KnowledgeEntry {
  is_active: boolean;
  created_at: Date;
}

export interface KnowledgeInput {
  category: string;
  question: string;
  answer: string;
  keywords: string[];
  is_active: boolean;
}

/** Admin reads and writes, run as the admin so the policies (admins only) hold too. */
export function knowledgeAdmin(db: Kysely<Database>, claims: Claims) {
  return {
    list(): Promise<KnowledgeRow[]> {
      return asUser(db, claims, (trx) =>
        trx
          .selectFrom("chat_knowledge_base")
          .select(["id", "category", "question", "answer", "keywords", "is_active", "created_at"])
          .orderBy("created_at", "desc")
          .execute(),
      );
    },
    async create(input: KnowledgeInput): Promise<void> {
      await asUser(db, claims, (trx) => trx.insertInto("chat_knowledge_base").values(input).execute());
    },
    /** False when no row was changed (missing, or not allowed). */
    async update(id: string, input: KnowledgeInput): Promise<boolean> {
      const result = await asUser(db, claims, (trx) =>
        trx
          .updateTable("chat_knowledge_base")
          .set({ ...input, updated_at: new Date() })
          .where("id", "=", id)
          .executeTakeFirst(),
      );
      return result.numUpdatedRows > 0n;
    },
    async remove(id: string): Promise<boolean> {
      const result = await asUser(db, claims, (trx) =>
        trx.deleteFrom("chat_knowledge_base").where("id", "=", id).executeTakeFirst(),
      );
      return result.numDeletedRows > 0n;
    },
  };
}
