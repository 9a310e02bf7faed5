import type { ToastMessage } from "~/lib/toast";

/**
 * A form's own error (FormFailure.formError, or a single message), announced
 * to screen readers; renders nothing without one. A message with a title is
 * shown as a box above the form; a plain string as one line.
 */
export function FormAlert({
  message,
  id,
}: {
  message: string | Pick<ToastMessage, "title" | "description"> | null | undefined;
  id?: string;
}) {
  if (!message) return null;
  if (typeof message === "string")
    return (
      <p id={id} role="alert" className="text-sm font-medium text-red-700">
        {message}
      </p>
    );
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{message.title}</p>
      {message.description ? <p className="text-sm">{message.description}</p> : null}
    </div>
  );
}
