// A label and its input, one after the other in the form's flow (no wrapper); the input reports its text.
import type { InputHTMLAttributes, Ref } from 'react';

/** What differs between the text inputs of a form: written once per field, rendered by LabelledInput. */
export interface InputSpec {
  id: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete: string;
}

interface LabelledInputProps
  extends InputSpec,
    Omit<InputHTMLAttributes<HTMLInputElement>, keyof InputSpec | 'value' | 'onChange'> {
  labelClassName?: string;
  ref?: Ref<HTMLInputElement>;
  value: string;
  onValue: (value: string) => void;
}

export function LabelledInput({ label, labelClassName, onValue, ...input }: LabelledInputProps) {
  return (
    <>
      <label className={labelClassName} htmlFor={input.id}>
        {label}
      </label>
      <input {...input} onChange={(event) => onValue(event.target.value)} />
    </>
  );
}
