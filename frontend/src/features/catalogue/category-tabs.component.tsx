// Category filter buttons; the selected one is marked pressed.
import type { CategoryOption } from './catalogue-categories';

interface CategoryTabsProps<T extends string> {
  label: string;
  options: readonly CategoryOption<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

export function CategoryTabs<T extends string>({ label, options, selected, onSelect }: CategoryTabsProps<T>) {
  return (
    <div className="category-tabs" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={option.id === selected ? 'category-tab category-tab--active' : 'category-tab'}
          aria-pressed={option.id === selected}
          onClick={() => onSelect(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
