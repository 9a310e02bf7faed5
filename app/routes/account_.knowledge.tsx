import { logger } from "~/.server/ops/logger";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formFailure, readFormData, replyFailure } from "~/.server/forms/submission";
import { requireAdmin } from "~/.server/auth/current-user";
import { auditAfter } from "~/.server/backoffice/audit";
import { knowledgeAdmin } from "~/.server/chat/knowledge";
import { signedIn } from "~/.server/db/as-user";
import { redirectWithToast } from "~/.server/toast";
import { KnowledgeEditor, type KnowledgeDraft } from "~/components/account/KnowledgeEditor";
import {
  KNOWLEDGE_MESSAGES,
  knowledgeDraftFrom,
  knowledgeEcho,
  knowledgeFromForm,
  knowledgeMessage,
  knowledgeSchema,
  type KnowledgeResult,
} from "~/lib/chat/knowledge-form";
import { validateForm } from "~/lib/forms/result";

export const meta: MetaFunction = () => [
  { title: "Chatbot Training | BioLife" },
  { name: "robots", content: "noindex" },
];
export const headers = () => ({ "Cache-Control": "private, no-store" });

const BACK = "/account?tab=training";
const empty: KnowledgeDraft = { category: "", question: "", answer: "", keywords: [], is_active: true };

/**
 * The knowledge editor's server side. With scripts the Chatbot Training tab
 * posts here through a fetcher (`_js`) and gets JSON; without, this page
 * shows the editor (?id= to edit, ?delete= to confirm a deletion) and
 * redirects back to the tab with a toast.
 */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? url.searchParams.get("delete");
  let entry: (KnowledgeDraft & { id: string }) | null = null;
  if (id) {
    const rows = await knowledgeAdmin(await services.db(), signedIn(admin.id, admin.email))
      .list()
      .catch(() => []);
    const found = rows.find((r) => r.id === id);
    if (found)
      entry = {
        id: found.id,
        category: found.category,
        question: found.question,
        answer: found.answer,
        keywords: found.keywords,
        is_active: found.is_active,
      };
  }
  return data(
    { entry, deleting: url.searchParams.has("delete") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const form = (await readFormData(request)) ?? new FormData();
  const viaScript = form.get("_js") === "1";
  const db = await services.db();
  const store = knowledgeAdmin(db, signedIn(admin.id, admin.email));
  const done = async (message: string, action: string, subject: string) => {
    await services.changed("knowledge");
    await auditAfter(db, admin, { action, subject }); // Nora's next answer uses the change, on every worker and host
    return viaScript
      ? data<KnowledgeResult>({ ok: true, message })
      : redirectWithToast(BACK, { title: message, variant: "success" });
  };
  const fail = (status: number, title: string, fieldErrors?: Record<string, string>) => {
    const failure = formFailure(knowledgeEcho(form), { formError: { title, variant: "destructive" }, fieldErrors });
    // Without scripts a refused entry comes back to the editor; a failed delete goes back to the list.
    return viaScript || fieldErrors ? replyFailure(failure, status) : redirectWithToast(BACK, failure.formError!);
  };

  if (form.get("intent") === "delete") {
    const id = String(form.get("id") ?? "");
    const removed = await store.remove(id).catch(() => false);
    return removed
      ? done(KNOWLEDGE_MESSAGES.deleted, "knowledge.delete", id)
      : fail(503, KNOWLEDGE_MESSAGES.deleteFailed);
  }

  const checked = validateForm(knowledgeSchema, knowledgeFromForm(form));
  if (!checked.ok) return fail(400, KNOWLEDGE_MESSAGES.required, checked.fieldErrors);
  const { id, ...input } = checked.data;
  try {
    if (id) {
      if (!(await store.update(id, input))) throw new Error("no row updated");
      return await done(KNOWLEDGE_MESSAGES.updated, "knowledge.update", input.question);
    }
    await store.create(input);
    return await done(KNOWLEDGE_MESSAGES.added, "knowledge.create", input.question);
  } catch (error) {
    logger.error(`knowledge: save failed: ${(error as Error).message}`);
    return fail(503, KNOWLEDGE_MESSAGES.saveFailed, {});
  }
}

export default function KnowledgePage() {
  const { entry, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as KnowledgeResult | undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  const values = failed ? knowledgeDraftFrom(failed.values) : null;
  return (
    <main id="main" className="container-page max-w-3xl py-10">
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Chatbot Training</h1>
      {deleting && entry ? (
        <Form method="post" className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
          <p>
            Delete the entry <strong>{entry.question}</strong>? This cannot be undone.
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={entry.id} />
          <div className="flex gap-2">
            <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700">
              Delete
            </button>
            <Link to={BACK} className="btn-secondary">
              Cancel
            </Link>
          </div>
        </Form>
      ) : (
        <KnowledgeEditor initial={values ?? entry ?? empty} error={failed ? knowledgeMessage(failed) : undefined} />
      )}
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
