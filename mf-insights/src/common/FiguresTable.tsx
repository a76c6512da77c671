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
  // Tight enough for a 360 px phone: the card's body leaves 278 px, and "Private
  // accommodation", "Count" and "Percentage" side by side need about 250 of them. The first
  // and last cells have nothing outside them, so the table lines up with its caption and the
  // card's padding is the only margin.
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  };
  const edges = (index: number, count: number): CSSProperties => ({
    ...(index === 0 ? { paddingInlineStart: 0 } : {}),
    ...(index === count - 1 ? { paddingInlineEnd: 0 } : {}),
  });
  const first: CSSProperties = { ...cell, textAlign: 'start', fontWeight: 'normal' };
  // Column headers in the secondary colour and normal weight (browsers make a <th> bold): bold
  // "Percentage" alone was 10 px too wide on a phone.
  const heading: CSSProperties = { fontWeight: 'normal', color: token.colorTextSecondary };
  return (
    // Should a name ever be longer than the card is wide (a large text setting), the table
    // scrolls inside the card rather than widening the page.
    <div style={{ overflowX: 'auto' }}>
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
                style={{
                  ...(index === 0 ? first : cell),
                  ...heading,
                  ...edges(index, columns.length),
                }}
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
                  <th key={index} scope="row" style={{ ...first, ...edges(index, cells.length) }}>
                    {content}
                  </th>
                ) : (
                  <td key={index} style={{ ...cell, ...edges(index, cells.length) }}>
                    {content}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
