import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /**
   * A field saved as you go: what its saving says ("Saved"), '' while there is nothing to say. Given, the
   * status is always there, so what appears in it is announced.
   */
  status?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled form field with its hint and its error right below it. */
export function Field({ id, label, error, hint, status, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {status === undefined ? null : (
        <p className="field-status" role="status" id={`${id}-status`}>
          {status}
        </p>
      )}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
