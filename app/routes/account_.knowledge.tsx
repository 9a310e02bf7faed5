import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/current-user";
import { knowledgeAdmin } from "~/.server/chat/knowledge";
import { signedIn } from "~/.server/db/as-user";
import { redirectWithToast } from "~/.server/toast";
import { KnowledgeEditor, type KnowledgeDraft } from "~/components/account/KnowledgeEditor";
import { KNOWLEDGE_MESSAGES, knowledgeFromForm, knowledgeSchema } from "~/lib/chat/knowledge-form";

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

type Result = { ok: true; message: string } | { ok: false; message: string; values?: KnowledgeDraft & { id?: string } };

export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const form = await request.formData().catch(() => new FormData());
  const viaScript = form.get("_js") === "1";
  const store = knowledgeAdmin(await services.db(), signedIn(admin.id, admin.email));
  const answer = (result: Result, status = 200) =>
    viaScript || (!result.ok && result.values)
      ? data(result, { status })
      : redirectWithToast(BACK, { title: result.message, variant: result.ok ? "success" : "destructive" });

  if (form.get("intent") === "delete") {
    const id = String(form.get("id") ?? "");
    const removed = await store.remove(id).catch(() => false);
    return answer(
      removed
        ? { ok: true, message: KNOWLEDGE_MESSAGES.deleted }
        : { ok: false, message: KNOWLEDGE_MESSAGES.deleteFailed },
      removed ? 200 : 500,
    );
  }

  const raw = knowledgeFromForm(form);
  const parsed = knowledgeSchema.safeParse(raw);
  if (!parsed.success)
    return answer(
      {
        ok: false,
        message: KNOWLEDGE_MESSAGES.required,
        values: { ...raw, keywords: raw.keywords.map((k) => k.trim()).filter(Boolean) },
      },
      400,
    );
  const { id, ...input } = parsed.data;
  try {
    if (id) {
      if (!(await store.update(id, input))) throw new Error("no row updated");
      return answer({ ok: true, message: KNOWLEDGE_MESSAGES.updated });
    }
    await store.create(input);
    return answer({ ok: true, message: KNOWLEDGE_MESSAGES.added });
  } catch (error) {
    console.error(`knowledge: save failed: ${(error as Error).message}`);
    return answer({ ok: false, message: KNOWLEDGE_MESSAGES.saveFailed }, 500);
  }
}

export default function KnowledgePage() {
  const { entry, deleting } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as Result | undefined;
  const values = failed && !failed.ok && failed.values ? failed.values : null;
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
        <KnowledgeEditor initial={values ?? entry ?? empty} error={failed && !failed.ok ? failed.message : undefined} />
      )}
    </main>
  );
}
