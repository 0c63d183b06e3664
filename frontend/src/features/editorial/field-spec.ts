// One description of a form field drives its control, how its value is read from a record and how it
// is sent back: the settings, journal, catalogue, team and board forms are lists of these.

export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'checkbox' | 'lines';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** The API's field name (and the `field` of its 400 answers). */
  name: string;
  label: string;
  kind?: FieldKind;
  options?: readonly FieldOption[];
  hint?: string;
  /** Sent only when filled in (an optional number). */
  optional?: boolean;
  inputType?: 'email' | 'url' | 'text';
  autoComplete?: string;
  /** Spans the whole form row (long texts). */
  wide?: boolean;
}

export type FormValues = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;

/** Options whose label is the value itself. */
export function plainOptions(values: readonly string[]): FieldOption[] {
  return values.map((value) => ({ value, label: value }));
}

function formValue(field: FieldSpec, value: unknown): string | boolean {
  if (field.kind === 'checkbox') return value === true;
  if (field.kind === 'lines') return Array.isArray(value) ? value.join('\n') : '';
  if (value === null || value === undefined)
    return field.kind === 'select' ? (field.options?.[0]?.value ?? '') : '';
  return String(value);
}

/** The form's values for a record (or an empty form without one). */
export function toFormValues(fields: readonly FieldSpec[], record?: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, formValue(field, record?.[field.name])]));
}

function sentValue(field: FieldSpec, value: string | boolean | undefined): unknown {
  if (field.kind === 'checkbox') return value === true;
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'lines')
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (field.kind === 'number') return text.trim() === '' ? undefined : Number(text);
  return text;
}

/** The request body: every field in its API type; an empty optional field is left out. */
export function toPayload(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = sentValue(field, values[field.name]);
    if (value === undefined || (field.optional && value === '')) continue;
    payload[field.name] = value;
  }
  return payload;
}

/** Only the fields whose value differs from `before` (a PUT that changes the fields sent). */
export function changedPayload(
  fields: readonly FieldSpec[],
  values: FormValues,
  before: FormValues,
): Record<string, unknown> {
  const now = toPayload(fields, values);
  const then = toPayload(fields, before);
  return Object.fromEntries(
    Object.entries(now).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(then[name])),
  );
}

/** The message for `path`, or for an entry inside it (`tags.2` belongs to the field `tags`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const inside = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return inside ? errors[inside] : undefined;
}
