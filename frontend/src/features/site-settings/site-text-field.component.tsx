// One labelled text control of the Site page, with the message for its field beneath it.
import { InputField, TextAreaField } from '../../components/ui/form-field.component';

export function SiteTextField({
  multiline,
  type,
  onChange,
  ...field
}: {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'email';
  onChange: (value: string) => void;
}) {
  return multiline ? (
    <TextAreaField {...field} rows={2} onValue={onChange} />
  ) : (
    <InputField {...field} type={type ?? 'text'} onValue={onChange} />
  );
}
