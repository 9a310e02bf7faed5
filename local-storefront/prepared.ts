import { createHash } from "node:crypto";
import {
  GraphQLError,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from "graphql";
import { LRUCache } from "lru-cache";
import { fragmentsOf, parseLimited, shapeErrors } from "./limits";

/**
 * Parsed documents, kept by a hash of their text (the text itself is not
 * held as a key) in an LRU within a byte budget: the shop sends a fixed set
 * of queries, and validating against the whole Storefront schema cost more
 * than running one. A document's bytes are estimated from what its syntax
 * tree holds (measured: about 350 bytes a token, plus its text); one over an
 * eighth of the budget is prepared but not kept. A refused document is not
 * kept either (its error would hold its whole text): refusing it again costs
 * one more linear parse.
 */
export const PREPARED_BUDGET_BYTES = 16 * 1024 * 1024;
const BYTES_PER_TOKEN = 400;

export interface PreparedDocument {
  document: DocumentNode;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** graphql's own rules, run once the request's limits passed (some grow faster than the document). */
  validated?: readonly GraphQLError[];
  bytes: number;
}

export type Prepared = { errors: readonly GraphQLError[] } | PreparedDocument;

function tokenCount(document: DocumentNode): number {
  let count = 0;
  for (let token = document.loc?.startToken.next; token && token.kind !== "<EOF>"; token = token.next) count++;
  return count;
}

export function createPreparedDocuments(schema: GraphQLSchema) {
  const cache = new LRUCache<string, PreparedDocument>({
    maxSize: PREPARED_BUDGET_BYTES,
    maxEntrySize: PREPARED_BUDGET_BYTES / 8,
    sizeCalculation: (prepared) => prepared.bytes,
  });

  function prepare(source: string): Prepared {
    const textBytes = 2 * source.length;
    let document: DocumentNode;
    try {
      document = parseLimited(source);
    } catch (error) {
      return { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    const errors = shapeErrors(schema, document);
    if (errors.length > 0) return { errors };
    return { document, fragments: fragmentsOf(document), bytes: textBytes + BYTES_PER_TOKEN * tokenCount(document) };
  }

  return {
    get(source: string): Prepared {
      const key = createHash("sha256").update(source).digest("base64url");
      const kept = cache.get(key);
      if (kept) return kept;
      const prepared = prepare(source);
      if ("document" in prepared) cache.set(key, prepared);
      return prepared;
    },
    /** graphql's own validation of a prepared document, once. */
    validated(prepared: PreparedDocument): readonly GraphQLError[] {
      prepared.validated ??= validate(schema, prepared.document, specifiedRules);
      return prepared.validated;
    },
    /** What the cache holds: its entries and their estimated bytes. */
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize }),
  };
}
