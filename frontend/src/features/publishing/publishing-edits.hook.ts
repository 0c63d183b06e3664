// The Publication card's licence and PDF galley edits and the line that says how the last one went: the
// same for the published article and for the paper being prepared, each with its own API calls.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { serverMessageOr } from '../../api/client';

export type PublishingNotice = { kind: 'ok' | 'error'; text: string } | null;

export interface PublishingCalls<View> {
  saveLicence(value: string): Promise<View>;
  uploadGalley(file: File): Promise<View>;
  removeGalley(): Promise<View>;
  /** Keeps the server's answer as the card's data. */
  keep(view: View): void;
}

/** What the licence and galley forms are given to act (LicenceAndGalleyForms). */
export interface PublishingFormActions {
  disabled: boolean;
  onSaveLicence(value: string): void;
  onUpload(file: File): void;
  onRefused(message: string): void;
  onRemove(): void;
}

export function usePublishingEdits<View>(calls: PublishingCalls<View>) {
  const [notice, setNotice] = useState<PublishingNotice>(null);
  const saved = (text: string) => (view: View) => {
    calls.keep(view);
    setNotice({ kind: 'ok', text });
  };
  /** An error handler that shows the server's message, or `fallback` when it sent none. */
  const failed = (fallback: string) => (error: unknown) =>
    setNotice({ kind: 'error', text: serverMessageOr(error, fallback) });

  const licence = useMutation({
    mutationFn: (value: string) => calls.saveLicence(value),
    onSuccess: saved('Licence saved.'),
    onError: failed('The licence could not be saved.'),
  });
  const galley = useMutation({
    mutationFn: (file: File) => calls.uploadGalley(file),
    onSuccess: saved('PDF uploaded.'),
    onError: failed('The PDF could not be uploaded.'),
  });
  const removal = useMutation({
    mutationFn: () => calls.removeGalley(),
    onSuccess: saved('PDF removed.'),
    onError: failed('The PDF could not be removed.'),
  });
  const busy = licence.isPending || galley.isPending || removal.isPending;

  const actions: PublishingFormActions = {
    disabled: busy,
    onSaveLicence: (value) => licence.mutate(value),
    onUpload: (file) => galley.mutate(file),
    onRefused: (text) => setNotice({ kind: 'error', text }),
    onRemove: () => removal.mutate(),
  };
  return { notice, failed, actions };
}
