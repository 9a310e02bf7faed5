import type { FormFailure } from "~/lib/forms/result";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formFailure, readSubmission, replyFailure } from "~/.server/forms/submission";
import { askOnce } from "~/.server/chat/ask-once";
import { chatRouteDeps } from "~/.server/chat/route-deps";
import { clientIp } from "~/.server/rate-limit";
import { FieldError, errorProps } from "~/components/ui/FormField";
import { ReplyText } from "~/components/chat/ReplyText";
import { PageHero } from "~/components/page/PageHero";
import { apologyFor, CHAT_COPY, newSessionId } from "~/lib/chat/messages";
import { askSchema, MAX_MESSAGE_LENGTH } from "~/lib/chat/request";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { formTools } from "~/lib/webmcp/form-tools";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Ask Nora, our AI Nutritionist",
    description:
      "Ask Nora about supplements, nutrition and everyday wellness. Educational info only, not medical advice.",
    path: "/chat",
    siteUrl: siteUrlFrom(matches),
  });

export function loader(_: LoaderFunctionArgs) {
  return Response.json({ sessionId: newSessionId() }, { headers: { "Cache-Control": "private, no-store" } });
}

type ActionData =
  { ok: true; question: string; answer: string; sessionId: string } | (FormFailure & { sessionId: string });

/** The chat without JavaScript: a plain form posts one question; the answer is rendered here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, askSchema, { defaults: { question: "", sessionId: "" } });
  const sessionId = submission.ok
    ? submission.data.sessionId
    : String(submission.form.get("sessionId") || newSessionId());
  if (!submission.ok) return replyFailure({ ...submission.failure, sessionId });
  const { question } = submission.data;
  const outcome = await askOnce(
    [{ role: "user", content: question }],
    sessionId,
    clientIp(context),
    await chatRouteDeps(context.services),
  );
  // Nora could not answer: the apology is the form's error, the question is kept.
  if (!outcome.ok)
    return replyFailure(
      { ...formFailure(submission.form, { formError: { title: apologyFor(outcome.error) } }), sessionId },
      outcome.status,
    );
  return data<ActionData>(
    { ok: true, question, sessionId, answer: outcome.answer },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function ChatPage() {
  const { sessionId } = useLoaderData<{ sessionId: string }>();
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === "submitting";
  const failed = answer && !answer.ok ? answer : undefined;
  const fieldError = failed?.fieldErrors.question;
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
        {answer && !fieldError ? (
          <section aria-label="Nora's answer" className="mb-8 space-y-3">
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl bg-brand-600 px-4 py-2 whitespace-pre-wrap text-white">
              {answer.ok ? answer.question : answer.values.question}
            </p>
            <div
              data-chat-answer
              className="max-w-[85%] rounded-2xl bg-slate-100 px-4 py-3 whitespace-pre-wrap text-slate-800"
            >
              {answer.ok ? <ReplyText content={answer.answer} /> : answer.formError?.title}
            </div>
          </section>
        ) : null}
        <Form method="post" className="space-y-3" {...formTools.chat}>
          <input type="hidden" name="sessionId" value={answer?.sessionId ?? sessionId} />
          <label htmlFor="question" className="block font-semibold text-brand-900">
            Your question
          </label>
          <textarea
            id="question"
            name="question"
            rows={3}
            maxLength={MAX_MESSAGE_LENGTH}
            required
            defaultValue={fieldError ? failed?.values.question : ""}
            placeholder={CHAT_COPY.placeholder}
            {...errorProps("question", fieldError)}
            className="input"
          />
          <FieldError id="question" error={fieldError} />
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Asking..." : "Ask Nora"}
          </button>
        </Form>
      </div>
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
