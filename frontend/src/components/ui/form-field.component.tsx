import {
  createElement,
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

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

type TextFieldProps<Control> = Omit<Props, 'children'> &
  Omit<Control, 'id' | 'value' | 'onChange'> & { value: string; onValue: (value: string) => void };

/** A FormField around a text control (`input` or `textarea`) that reports its text. */
function textFieldOf<Control>(tag: 'input' | 'textarea') {
  return function TextField({ label, error, hint, onValue, ...attributes }: TextFieldProps<Control>) {
    return (
      <FormField label={label} error={error} hint={hint}>
        {(control) =>
          createElement(tag, {
            ...control,
            ...attributes,
            onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(e.target.value),
          })
        }
      </FormField>
    );
  };
}

export const InputField = textFieldOf<InputHTMLAttributes<HTMLInputElement>>('input');
export const TextAreaField = textFieldOf<TextareaHTMLAttributes<HTMLTextAreaElement>>('textarea');

/** The errors without the fields just edited: a message goes once its field changes. */
export function withoutKeys<T extends object>(errors: T, keys: string[]): T {
  const next = { ...errors } as Record<string, unknown>;
  for (const key of keys) delete next[key];
  return next as T;
}
