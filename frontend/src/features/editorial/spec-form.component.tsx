import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { FormMessage } from '../../components/ui/form-message.component';
import { errorAt, type FieldSpec, type FormValues } from './field-spec';
import type { SaveState } from './use-save.hook';
import { SpecField } from './spec-field.component';

/** A form's values, one setter per field, and a way to start over from a record. */
export function useFormValues(initial: FormValues) {
  const [values, setValues] = useState(initial);
  const setValue = useCallback(
    (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  return { values, setValue, setValues };
}

interface SaveFormProps {
  save: Pick<SaveState, 'busy' | 'error' | 'success'>;
  submitLabel: string;
  busyLabel?: string;
  onSubmit: () => void;
  /** Further buttons beside the submit button (Cancel). */
  actions?: ReactNode;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** A form's controls, the outcome of its last save (alert or status) and its save button. */
export function SaveForm({
  save,
  submitLabel,
  busyLabel = 'Saving...',
  onSubmit,
  actions,
  children,
  ...rest
}: SaveFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="editorial-form" onSubmit={submit} noValidate aria-labelledby={rest['aria-labelledby']}>
      {children}
      <FormMessage error={save.error} success={save.success} />
      <div className="editorial-form__actions">
        <button type="submit" className="solid-button admin-button" disabled={save.busy}>
          {save.busy ? busyLabel : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}

interface SpecFormProps extends Omit<SaveFormProps, 'children' | 'save'> {
  fields: readonly FieldSpec[];
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  save: Pick<SaveState, 'busy' | 'error' | 'success' | 'fieldErrors'>;
}

/** Labelled fields in a grid (one column on a phone), each with the server's message for it. */
export function SpecForm({ fields, values, onChange, ...form }: SpecFormProps) {
  return (
    <SaveForm {...form}>
      <div className="editorial-form__grid">
        {fields.map((field) => (
          <SpecField
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errorAt(form.save.fieldErrors, field.name)}
            onChange={(value) => onChange(field.name, value)}
          />
        ))}
      </div>
    </SaveForm>
  );
}
