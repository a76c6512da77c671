import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useId } from 'react';

/**
 * The free-text search (name, job title, company, industry, city, country), labelled for screen
 * readers.
 */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id} style={{ fontSize: 13, fontWeight: 500 }}>
        Search classmates
      </label>
      <Input
        id={id}
        type="search"
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder="Name, job title, company, city, country…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}
