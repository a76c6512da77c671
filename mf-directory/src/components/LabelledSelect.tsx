import { memo, useId } from 'react';
import { Select } from 'antd';
import type { DirectoryOption } from '@reunion/contracts';

/** Dropdowns about 300 px tall at most (docs/pages.md, "Find Classmates"). */
const LIST_HEIGHT = 300;

/**
 * A select with a visible label tied to it (the combobox is named by it), as every directory
 * filter is: a screen reader announces "Industry, All Industries".
 */
function LabelledSelectOf<T extends string>({
  label,
  value,
  options,
  onChange,
  searchable = false,
}: {
  label: string;
  value: T;
  options: readonly DirectoryOption<T>[] | readonly DirectoryOption[];
  onChange: (value: T) => void;
  searchable?: boolean;
}) {
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontSize: 13, fontWeight: 500 }}>
        {label}
      </label>
      <Select<T>
        id={id}
        value={value}
        options={options.map((option) => ({ value: option.value as T, label: option.label }))}
        onChange={onChange}
        listHeight={LIST_HEIGHT}
        showSearch={searchable ? { optionFilterProp: 'label' } : false}
        popupMatchSelectWidth={false}
        style={{ width: '100%' }}
      />
    </div>
  );
}

/**
 * Memoised (its handler and options keep their identity): when the filters' frame re-renders,
 * as it does when the first letter is typed and "Clear filters" appears, only a select whose
 * own value or options changed renders again. memo keeps the props but not the type parameter.
 */
export const LabelledSelect = memo(LabelledSelectOf) as typeof LabelledSelectOf;
