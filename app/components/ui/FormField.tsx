import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

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

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled text input with its error message beside it. */
export function TextField({ id, label, error, className, ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input id={id} className="input mt-1" {...errorProps(id, error)} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled text area with its error message beside it. */
export function TextAreaField({ id, label, error, className, ...area }: TextAreaFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea id={id} className="input mt-1" {...errorProps(id, error)} {...area} />
      <FieldError id={id} error={error} />
    </div>
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
