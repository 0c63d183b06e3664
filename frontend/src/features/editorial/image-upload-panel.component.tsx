// One image upload panel (a journal's cover, the site's logo): the current picture, a file field and the
// upload, checked for presence and size before it is sent (the server checks the content again).
import { useId, useState, type ReactNode } from 'react';
import { FormField } from '../../components/ui/form-field.component';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { SaveForm } from './spec-form.component';
import { useSave } from './use-save.hook';

export interface ImageUploadPanelProps<T> {
  title: string;
  /** The current picture, or the text shown while there is none. */
  current: ReactNode;
  fieldLabel: string;
  hint: string;
  accept: string;
  submitLabel: string;
  maxBytes: number;
  tooLarge: string;
  saved: string;
  upload: (file: File) => Promise<T>;
  /** The server's answer after a successful upload (to update the cached record). */
  onUploaded: (answer: T) => void;
}

export function ImageUploadPanel<T>(props: ImageUploadPanelProps<T>) {
  const [file, setFile] = useState<File | null>(null);
  const save = useSave();
  const titleId = useId();

  async function onSubmit() {
    if (!file) return save.fail(EDITORIAL_MESSAGES.chooseCover);
    if (file.size > props.maxBytes) return save.fail(props.tooLarge);
    const updated = await save.run(() => props.upload(file), props.saved);
    if (updated) props.onUploaded(updated);
  }

  return (
    <section className="editorial-panel panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      {props.current}
      <SaveForm
        save={save}
        submitLabel={props.submitLabel}
        busyLabel="Uploading..."
        onSubmit={() => void onSubmit()}
      >
        <FormField label={props.fieldLabel} hint={props.hint} error={save.fieldErrors.image}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={props.accept}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </SaveForm>
    </section>
  );
}
