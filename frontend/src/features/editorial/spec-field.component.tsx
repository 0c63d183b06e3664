import { FormField, type FieldControlProps } from '../../components/ui/form-field.component';
import type { FieldSpec } from './field-spec';

interface Props {
  field: FieldSpec;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}

function Control({ field, value, onChange, control }: Omit<Props, 'error'> & { control: FieldControlProps }) {
  const text = typeof value === 'string' ? value : '';
  const set = (event: { target: { value: string } }) => onChange(event.target.value);
  switch (field.kind) {
    case 'textarea':
    case 'lines':
      return <textarea {...control} value={text} rows={field.kind === 'lines' ? 4 : 8} onChange={set} />;
    case 'select':
      return (
        <select {...control} value={text} onChange={set}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'checkbox':
      return (
        <input
          {...control}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'number':
      return <input {...control} type="number" step="any" inputMode="decimal" value={text} onChange={set} />;
    default:
      return (
        <input
          {...control}
          type={field.inputType ?? 'text'}
          autoComplete={field.autoComplete ?? 'off'}
          value={text}
          onChange={set}
        />
      );
  }
}

/** One labelled control described by a FieldSpec, with its hint and the server's message for it. */
export function SpecField(props: Props) {
  const { field, error } = props;
  const wide = field.wide || field.kind === 'textarea' || field.kind === 'lines';
  return (
    <div className={wide ? 'editorial-form__cell editorial-form__cell--wide' : 'editorial-form__cell'}>
      <FormField label={field.label} error={error} hint={field.hint}>
        {(control) => <Control {...props} control={control} />}
      </FormField>
    </div>
  );
}
