import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormMessage } from '../../components/ui/form-message.component';
import { errorAt, type FieldSpec, type FormValues } from './field-spec';
import type { SaveState } from './use-save.hook';
import { SpecField } from './spec-field.component';
import { SolidButton } from '../../components/ui/solid-button.component';

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
        <SolidButton type="submit" look="admin" disabled={save.busy}>
          {save.busy ? busyLabel : submitLabel}
        </SolidButton>
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

interface SpecFormPanelProps extends Omit<SpecFormProps, 'aria-labelledby' | 'values' | 'onChange'> {
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** The form's values and setter (useFormValues). */
  form: { values: FormValues; setValue: SpecFormProps['onChange'] };
}

/** An editorial panel whose heading names the SpecForm in it (the form is labelled by the heading). */
export function SpecFormPanel({ title, lead, form, ...specForm }: SpecFormPanelProps) {
  const titleId = useId();
  return (
    <section className="editorial-panel panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {lead}
      <SpecForm aria-labelledby={titleId} values={form.values} onChange={form.setValue} {...specForm} />
    </section>
  );
}
