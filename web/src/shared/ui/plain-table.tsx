import type { Key, ReactNode } from 'react';
import './plain-table.css';

/** A column of a PlainTable; the same shape fits antd's Table, so one list of columns serves both. */
export interface PlainColumn<T> {
  key: string;
  title: string;
  width?: number;
  align?: 'left' | 'right';
  render: (value: unknown, row: T, index: number) => ReactNode;
}

/**
 * A few rows that need no sorting, paging or selection, as a plain table: antd's Table with its
 * pagination is 36 KB of gzipped script, too much for a summary line or the five newest rows (issue 21
 * §4). Like DataTable, its scroll container is a named region in the tab order (WCAG 2.1.1).
 */
export function PlainTable<T>({
  label,
  rows,
  rowKey,
  columns,
  minWidth,
  empty,
  busy = false,
}: {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly PlainColumn<T>[];
  /** Below this width the table scrolls sideways inside its region; `max-content` keeps every cell whole. */
  minWidth?: number | 'max-content';
  /** Said in the table's one row when it has none. */
  empty?: ReactNode;
  busy?: boolean;
}) {
  return (
    <div className="plain-table" role="region" aria-label={label} aria-busy={busy} tabIndex={0}>
      <table style={{ minWidth }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={{ width: column.width }}
                className={column.align === 'right' ? 'plain-table__right' : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty !== undefined && (
            <tr>
              <td colSpan={columns.length} className="plain-table__empty">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.align === 'right' ? 'plain-table__right' : undefined}>
                  {column.render(undefined, row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
