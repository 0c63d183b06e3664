interface Props<T extends string> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option's text: the empty value, no filter. */
  anyLabel: string;
  options: readonly T[];
  optionLabel?: (option: T) => string;
}

/** One labelled select of the dashboard's list filters: "any" first, then one option a value. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
  optionLabel = (option) => option,
}: Props<T>) {
  return (
    <div className="admin-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="admin-input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
