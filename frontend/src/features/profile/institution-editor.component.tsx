import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { failedAnswer } from '../../api/api-error';
import { updateInstitution } from '../../api/profile.api';
import { getEmail, getToken } from '../../api/session';
import { filterInstitutions } from '../../content/institutions';
import { PROFILE_MESSAGES } from './profile.messages';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  institution: string | null | undefined;
  onSaved: (institution: string) => void;
}

/** View mode, edit mode with suggestions; any typed text can be saved (SPEC section 2). */
export function InstitutionEditor({ institution, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [active, setActive] = useState(-1);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listId = useId();
  const inputId = useId();

  const suggestions = editing ? filterInstitutions(value) : [];
  const trimmed = value.trim();

  function startEditing() {
    setValue(institution ?? '');
    setActive(-1);
    setError(null);
    setEditing(true);
  }

  function cancel() {
    setEditing(false);
    setError(null);
  }

  function choose(name: string) {
    setValue(name);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      cancel();
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const token = getToken();
    const email = getEmail();
    if (!trimmed || !token || !email) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await updateInstitution(email, trimmed, token);
      if (answer.success) {
        onSaved(answer.institution ?? trimmed);
        setEditing(false);
      } else {
        setError(answer.message || PROFILE_MESSAGES.institutionFailed);
      }
    } catch (err) {
      setError(failedAnswer(err)?.message || PROFILE_MESSAGES.institutionFailed);
    }
    setSaving(false);
  }

  if (!editing) {
    return (
      <div className="institution-editor">
        <h3 className="institution-editor__label">Institution</h3>
        <p className="institution-editor__value" data-testid="institution-value">
          {institution || 'No institution set'}
        </p>
        <SolidButton look="profile" variant="small" onClick={startEditing}>
          {institution ? 'Edit Institution' : 'Add Institution'}
        </SolidButton>
      </div>
    );
  }

  return (
    <form className="institution-editor" onSubmit={save}>
      <label className="institution-editor__label" htmlFor={inputId}>
        Institution
      </label>
      <input
        id={inputId}
        className="profile-input"
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        placeholder="Start typing your institution"
        onChange={(e) => {
          setValue(e.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        autoFocus
      />
      {suggestions.length > 0 ? (
        <ul
          id={listId}
          className="institution-suggestions"
          role="listbox"
          aria-label="Suggested institutions"
        >
          {suggestions.map((name, index) => (
            <li
              key={name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'is-active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(name)}
            >
              {name}
            </li>
          ))}
        </ul>
      ) : (
        trimmed && (
          <p className="institution-editor__hint">No match in the list: your text will be saved as typed.</p>
        )
      )}
      {error && (
        <p className="profile-inline-error" role="alert">
          {error}
        </p>
      )}
      <div className="institution-editor__actions">
        <SolidButton type="submit" look="profile" variant="small" disabled={!trimmed || saving}>
          {saving ? 'Saving...' : 'Save'}
        </SolidButton>
        <SolidButton look="profile" variant="small" ghost onClick={cancel}>
          Cancel
        </SolidButton>
      </div>
    </form>
  );
}
