import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface FiguresRow {
  key: string;
  /** The first cell names the row (a row header); the rest are its figures. */
  cells: readonly ReactNode[];
}

interface Props {
  readonly caption: ReactNode;
  readonly columns: readonly string[];
  readonly rows: readonly FiguresRow[];
}

/**
 * A small semantic table (caption, column and row headers) for counts. Plain HTML rather than
 * antd's Table: screen readers announce "Reunion Attendance, Attending, Count 2" from the
 * headers, and it is the text alternative the charts point to.
 */
export function FiguresTable({ caption, columns, rows }: Props) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  };
  const first: CSSProperties = { ...cell, textAlign: 'start', fontWeight: 'normal' };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption
        style={{
          textAlign: 'start',
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeLG,
          paddingBottom: token.paddingXS,
          color: token.colorText,
        }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              style={{ ...(index === 0 ? first : cell), color: token.colorTextSecondary }}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells }) => (
          <tr key={key}>
            {cells.map((content, index) =>
              index === 0 ? (
                <th key={index} scope="row" style={first}>
                  {content}
                </th>
              ) : (
                <td key={index} style={cell}>
                  {content}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
