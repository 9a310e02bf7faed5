import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

/**
 * The one set of form fields: a label, the control, and the field's message
 * from a FormFailure beside it (aria-invalid and aria-describedby point at it).
 */

/** What a control needs to point at its error message. */
export function errorProps(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}

/** A field's message, under its control. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

interface Labelled {
  id: string;
  label: string;
  error?: string;
}

/** A label above its control, and the control's message under it. */
function LabelledField({
  id,
  label,
  error,
  className,
  children,
}: Labelled & { className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled text input with its error message beside it. */
export function TextField({ id, label, error, className, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField id={id} label={label} error={error} className={className}>
      <input id={id} className="input mt-1" {...errorProps(id, error)} {...input} />
    </LabelledField>
  );
}

/** A labelled text area with its error message beside it. */
export function TextAreaField({
  id,
  label,
  error,
  className,
  ...area
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField id={id} label={label} error={error} className={className}>
      <textarea id={id} className="input mt-1" {...errorProps(id, error)} {...area} />
    </LabelledField>
  );
}

interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  label: string;
  error?: string;
}

/** A checkbox with its label and error message. */
export function CheckField({ id, label, error, className, ...input }: CheckFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
          {...errorProps(id, error)}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
