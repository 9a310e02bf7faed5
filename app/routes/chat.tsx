import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { askOnce } from "~/.server/chat/ask-once";
import { chatRouteDeps } from "~/.server/chat/route-deps";
import { clientIp } from "~/.server/rate-limit";
import { ReplyText } from "~/components/chat/ReplyText";
import { PageHero } from "~/components/page/PageHero";
import { apologyFor, CHAT_COPY, newSessionId } from "~/lib/chat/messages";
import { MAX_MESSAGE_LENGTH } from "~/lib/chat/request";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Ask Nora, our AI Nutritionist",
    description:
      "Ask Nora about supplements, nutrition and everyday wellness. Educational info only, not medical advice.",
    path: "/chat",
    siteUrl: siteUrlFrom(matches),
  });

const askSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Please enter a question")
    .max(MAX_MESSAGE_LENGTH, `Please keep your question under ${MAX_MESSAGE_LENGTH} characters`),
  sessionId: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .catch(() => newSessionId()),
});

export function loader(_: LoaderFunctionArgs) {
  return Response.json({ sessionId: newSessionId() }, { headers: { "Cache-Control": "private, no-store" } });
}

type ActionData =
  | { question: string; answer: string; sessionId: string }
  | { question: string; error: string; sessionId: string; fieldError?: boolean };

/** The chat without JavaScript: a plain form posts one question; the answer is rendered here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const parsed = askSchema.safeParse({ question: form.get("question") ?? "", sessionId: form.get("sessionId") ?? "" });
  const question = String(form.get("question") ?? "");
  const sessionId = parsed.success ? parsed.data.sessionId : String(form.get("sessionId") || newSessionId());
  if (!parsed.success) {
    return Response.json(
      { question, sessionId, error: parsed.error.issues[0].message, fieldError: true } satisfies ActionData,
      { status: 400 },
    );
  }
  const outcome = await askOnce(
    [{ role: "user", content: parsed.data.question }],
    sessionId,
    clientIp(context),
    await chatRouteDeps(context.services),
  );
  if (!outcome.ok)
    return Response.json({ question, sessionId, error: apologyFor(outcome.error) } satisfies ActionData, {
      status: outcome.status,
    });
  return Response.json({ question: parsed.data.question, sessionId, answer: outcome.answer } satisfies ActionData, {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function ChatPage() {
  const { sessionId } = useLoaderData<{ sessionId: string }>();
  const data = useActionData<ActionData>();
  const busy = useNavigation().state === "submitting";
  const fieldError = data && "fieldError" in data && data.fieldError ? data.error : null;
  return (
    <main id="main">
      <PageHero
        eyebrow={CHAT_COPY.role}
        title={`Ask ${CHAT_COPY.name}`}
        intro="Questions about supplements, nutrition or a health goal? Nora answers from our nutrition knowledge base and our catalogue."
      />
      <div className="container-page max-w-2xl py-10">
        <p className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {CHAT_COPY.disclaimer}
        </p>
        {data && !fieldError ? (
          <section aria-label="Nora's answer" className="mb-8 space-y-3">
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl bg-brand-600 px-4 py-2 whitespace-pre-wrap text-white">
              {data.question}
            </p>
            <div
              data-chat-answer
              className="max-w-[85%] rounded-2xl bg-slate-100 px-4 py-3 whitespace-pre-wrap text-slate-800"
            >
              {"answer" in data ? <ReplyText content={data.answer} /> : data.error}
            </div>
          </section>
        ) : null}
        <Form method="post" className="space-y-3">
          <input type="hidden" name="sessionId" value={data?.sessionId ?? sessionId} />
          <label htmlFor="question" className="block font-semibold text-brand-900">
            Your question
          </label>
          <textarea
            id="question"
            name="question"
            rows={3}
            maxLength={MAX_MESSAGE_LENGTH}
            required
            defaultValue={fieldError ? data?.question : ""}
            placeholder={CHAT_COPY.placeholder}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "question-error" : undefined}
            className="input"
          />
          {fieldError ? (
            <p id="question-error" className="text-sm text-red-700">
              {fieldError}
            </p>
          ) : null}
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Asking..." : "Ask Nora"}
          </button>
        </Form>
      </div>
    </main>
  );
}
