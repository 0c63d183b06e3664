import { errorAt, toFormValues, type FieldErrors, type FieldSpec, type FormValues } from './field-spec';
import { SpecField } from './spec-field.component';
import { SolidButton } from '../../components/ui/solid-button.component';

export interface EditorRow {
  /** Stable across moves, so React keeps each row's controls (and focus) with it. */
  key: string;
  values: FormValues;
}

let nextKey = 0;
export function newRow(fields: readonly FieldSpec[], record?: Record<string, unknown>): EditorRow {
  nextKey += 1;
  return { key: `row-${nextKey}`, values: toFormValues(fields, record) };
}

interface Props {
  fields: readonly FieldSpec[];
  rows: EditorRow[];
  onChange: (rows: EditorRow[]) => void;
  /** The server's messages; row N's field F is `{errorPrefix}.N.F`. */
  errors: FieldErrors;
  errorPrefix: string;
  /** e.g. 'Member': legends read 'Member 2: Ada Lovelace', buttons 'Remove member 2'. */
  itemName: string;
  /** The field whose value names a row in its legend. */
  titleField: string;
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Up, Down and Remove for row `index`: the rows after the action, or null when it is not possible. */
function rowActions(rows: EditorRow[], index: number, item: string) {
  const number = index + 1;
  return [
    {
      label: '↑ Up',
      name: `Move ${item} ${number} up`,
      next: index > 0 ? moved(rows, index, index - 1) : null,
    },
    {
      label: '↓ Down',
      name: `Move ${item} ${number} down`,
      next: index < rows.length - 1 ? moved(rows, index, index + 1) : null,
    },
    { label: 'Remove', name: `Remove ${item} ${number}`, next: rows.filter((_, i) => i !== index) },
  ];
}

/** An ordered list of records: each row's fields, move up and down, remove, and add at the end. */
export function RecordListEditor({
  fields,
  rows,
  onChange,
  errors,
  errorPrefix,
  itemName,
  titleField,
}: Props) {
  const lower = itemName.toLowerCase();
  const update = (index: number, name: string, value: string | boolean) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, values: { ...row.values, [name]: value } } : row)),
    );

  return (
    <div className="editorial-rows">
      {rows.length === 0 && <p className="editorial-muted">No {lower}s yet.</p>}
      <ol className="editorial-rows__list">
        {rows.map((row, index) => {
          const number = index + 1;
          const title = String(row.values[titleField] ?? '').trim();
          return (
            <li key={row.key} className="editorial-row">
              <fieldset className="editorial-row__fieldset">
                <legend>
                  {itemName} {number}
                  {title ? `: ${title}` : ''}
                </legend>
                <div className="editorial-form__grid">
                  {fields.map((field) => (
                    <SpecField
                      key={field.name}
                      field={field}
                      value={row.values[field.name] ?? ''}
                      error={errorAt(errors, `${errorPrefix}.${index}.${field.name}`)}
                      onChange={(value) => update(index, field.name, value)}
                    />
                  ))}
                </div>
                <div className="editorial-row__actions">
                  {rowActions(rows, index, lower).map((action) => (
                    <SolidButton
                      key={action.label}
                      look="admin"
                      variant="small"
                      ghost
                      disabled={action.next === null}
                      aria-label={action.name}
                      onClick={() => action.next && onChange(action.next)}
                    >
                      {action.label}
                    </SolidButton>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <SolidButton look="admin" ghost onClick={() => onChange([...rows, newRow(fields)])}>
        Add {lower}
      </SolidButton>
    </div>
  );
}
