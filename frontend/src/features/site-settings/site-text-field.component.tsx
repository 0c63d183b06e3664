// One labelled text control of the Site page, with the message for its field beneath it.
import { FormField } from '../../components/ui/form-field.component';

export function SiteTextField(props: {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'email';
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label} error={props.error} hint={props.hint}>
      {(control) =>
        props.multiline ? (
          <textarea
            {...control}
            rows={2}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            type={props.type ?? 'text'}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
