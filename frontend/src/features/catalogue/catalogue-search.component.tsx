// Search box with a Search button; results filter as the user types, the button just confirms.
import { useId, type FormEvent } from 'react';

interface CatalogueSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function CatalogueSearch({ label, placeholder, value, onChange }: CatalogueSearchProps) {
  const inputId = useId();
  return (
    <form className="catalogue-search" role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        className="catalogue-search__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
