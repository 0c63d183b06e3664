import { useState } from 'react';
import { InputField, TextAreaField } from '../../components/ui/form-field.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { SaveForm } from '../editorial/spec-form.component';
import type { SaveState } from '../editorial/use-save.hook';
import type { AdminIssue, IssueFields } from './issues-admin.api';

interface Props {
  /** The issue edited, or undefined for a new one (its year defaults to this one). */
  issue?: AdminIssue;
  save: SaveState;
  submitLabel: string;
  onSubmit: (fields: IssueFields) => void;
  onCancel?: () => void;
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * Volume, number, year, title, description and planned date. A published issue keeps its numbering
 * (the server refuses a change), so those fields are read-only for it.
 */
export function IssueForm({ issue, save, submitLabel, onSubmit, onCancel }: Props) {
  const [volume, setVolume] = useState(issue ? String(issue.volume) : '');
  const [number, setNumber] = useState(issue ? String(issue.number) : '');
  const [year, setYear] = useState(String(issue?.year ?? new Date().getUTCFullYear()));
  const [title, setTitle] = useState(issue?.title ?? '');
  const [description, setDescription] = useState(issue?.description ?? '');
  const [plannedDate, setPlannedDate] = useState(issue?.plannedDate ?? '');
  const locked = Boolean(issue?.publishedAt);
  const error = (field: string) => save.fieldErrors[field];
  const numbering = [
    { label: 'Volume', field: 'volume', value: volume, onValue: setVolume },
    { label: 'Number', field: 'number', value: number, onValue: setNumber },
    { label: 'Year', field: 'year', value: year, onValue: setYear },
  ];

  return (
    <SaveForm
      save={save}
      submitLabel={submitLabel}
      onSubmit={() =>
        onSubmit({
          volume: whole(volume),
          number: whole(number),
          year: whole(year),
          title,
          description,
          plannedDate: plannedDate || null,
        })
      }
      actions={
        onCancel && (
          <SolidButton look="admin" ghost onClick={onCancel}>
            Cancel
          </SolidButton>
        )
      }
    >
      <div className="issues-form__numbers">
        {numbering.map(({ label, field, value, onValue }) => (
          <InputField
            key={field}
            label={label}
            inputMode="numeric"
            value={value}
            onValue={onValue}
            readOnly={locked}
            error={error(field)}
            required
          />
        ))}
      </div>
      <InputField
        label="Title (optional)"
        value={title}
        onValue={setTitle}
        maxLength={300}
        error={error('title')}
      />
      <TextAreaField
        label="Description (optional)"
        value={description}
        onValue={setDescription}
        rows={3}
        error={error('description')}
      />
      {!locked && (
        <InputField
          label="Planned date"
          type="date"
          value={plannedDate}
          onValue={setPlannedDate}
          hint="Only editors see it."
          error={error('plannedDate')}
        />
      )}
    </SaveForm>
  );
}
