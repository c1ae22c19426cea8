import { Classes, HTMLTable, type HTMLTableProps } from '@blueprintjs/core';
import { type ThHTMLAttributes, type TdHTMLAttributes } from 'react';
import './dataTable.css';

interface DataTableProps extends HTMLTableProps {
  /** As wide as the space it is in (lists, dialogs); false: as wide as its content. */
  fill?: boolean;
}

/**
 * The one table of the portal (ui.md, Lists): Blueprint's HTMLTable (`compact` in dialogs), full width, header cells
 * padded and aligned like their cells, numeric columns right-aligned in tabular figures (`<Th numeric>`, `<Td numeric>`).
 */
export function DataTable({ fill = true, className, ...props }: DataTableProps) {
  const classes = ['data-table', fill ? 'data-table-fill' : undefined, className].filter(Boolean);
  const table = <HTMLTable className={classes.join(' ')} {...props} />;
  // A list wider than the window (long names at 1,024 px) scrolls inside its frame; the page keeps its width.
  return fill ? <div className="data-table-frame">{table}</div> : table;
}

interface CellAlignment {
  /** Numbers and money: right-aligned with tabular figures, in the header as in the cells. */
  numeric?: boolean;
}

const alignedClass = (numeric: boolean | undefined, className: string | undefined) =>
  [numeric ? 'data-table-numeric' : undefined, className].filter(Boolean).join(' ') || undefined;

/** A column header: `scope="col"` unless given, right-aligned when numeric. */
export function Th({
  numeric,
  className,
  scope = 'col',
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & CellAlignment) {
  return <th scope={scope} className={alignedClass(numeric, className)} {...props} />;
}

/** A cell, right-aligned in tabular figures when numeric. */
export function Td({ numeric, className, ...props }: TdHTMLAttributes<HTMLTableCellElement> & CellAlignment) {
  return <td className={alignedClass(numeric, className)} {...props} />;
}

/** Rows that keep the table's shape while its page loads (ui.md: skeleton rows, not a spinner). */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <span className={Classes.SKELETON}>&nbsp;</span>
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
