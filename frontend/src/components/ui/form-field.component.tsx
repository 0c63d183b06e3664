import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** Attributes that tie a control to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface Props {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its error right beneath it (read out with the control). */
export function FormField({ label, error, hint, children }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A FormField around a text control that reports its text. */
type TextFieldProps<Control> = Omit<Props, 'children'> &
  Omit<Control, 'id' | 'value' | 'onChange'> & { value: string; onValue: (value: string) => void };

export function InputField({
  label,
  error,
  hint,
  onValue,
  ...input
}: TextFieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} onChange={(e) => onValue(e.target.value)} />}
    </FormField>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  onValue,
  ...textarea
}: TextFieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} {...textarea} onChange={(e) => onValue(e.target.value)} />}
    </FormField>
  );
}

/** The errors without the fields just edited: a message goes once its field changes. */
export function withoutKeys<T extends object>(errors: T, keys: string[]): T {
  const next = { ...errors } as Record<string, unknown>;
  for (const key of keys) delete next[key];
  return next as T;
}
