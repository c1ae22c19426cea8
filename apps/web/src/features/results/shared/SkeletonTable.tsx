import { Classes, HTMLTable } from '@blueprintjs/core';

interface Props {
  columns: readonly string[];
  rows?: number;
  className?: string;
}

/** The loading state of a result table: its header and grey rows, so the page keeps its shape. */
export function SkeletonTable({ columns, rows = 6, className }: Props) {
  return (
    <HTMLTable className={['results-table', className].filter(Boolean).join(' ')} aria-busy="true">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {columns.map((column) => (
              <td key={column}>
                <span className={Classes.SKELETON}>
                  &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
