// Whose version a journal uses (issue 44 item 3): the publisher's, or its own, which its manager may drop
// to use the publisher's again, with the difference against the publisher's beside it. Shared by the
// Checklist, Review form and Pages pages.
import type { ReactNode } from 'react';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { useSave } from './use-save.hook';

export interface InheritanceTexts {
  /** Shown while the journal uses the publisher's version. */
  inherited: string;
  /** Shown while the journal has its own. */
  own: string;
  dropLabel: string;
  confirm: string;
  done: string;
}

export function InheritanceNote<T>({
  inherited,
  texts,
  drop,
  onDropped,
  children,
}: {
  inherited: boolean;
  texts: InheritanceTexts;
  drop: () => Promise<T>;
  onDropped: (result: T) => void;
  /** Shown below the note while the journal has its own version: its difference from the publisher's. */
  children?: ReactNode;
}) {
  const save = useSave();
  async function onDrop() {
    if (!window.confirm(texts.confirm)) return;
    const done = await save.run(drop, texts.done);
    if (done !== undefined) onDropped(done);
  }
  return (
    <div className="editorial-panel panel">
      <p className="editorial-muted" role="note">
        {inherited ? texts.inherited : texts.own}{' '}
        {!inherited && (
          <SolidButton look="admin" ghost disabled={save.busy} onClick={() => void onDrop()}>
            {texts.dropLabel}
          </SolidButton>
        )}
      </p>
      <FormMessage error={save.error} success={save.success} />
      {!inherited && children}
    </div>
  );
}
