import './charts.css';
import { Button, Card, Classes, H4, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  caption: string;
  /** Header cells; the first column names the row (a day, a week, a month). */
  columns: string[];
  /** Formatted cells, one array per row; numbers right-aligned. */
  rows: string[][];
}

interface Props {
  title: string;
  table: ChartTable;
  /** Nothing to draw: the empty state instead of chart and table. */
  empty: boolean;
  emptyText: string;
  /** The chart (lazily loaded recharts); hidden from screen readers, the table carries its numbers. */
  children: ReactNode;
}

/**
 * A chart in a card with its numbers as a table: visually hidden for screen readers, shown instead of the
 * chart by "Als Tabelle anzeigen". The chart loads lazily behind a skeleton of its own height.
 */
export function ChartCard({ title, table, empty, emptyText, children }: Props) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Card className="chart-card" aria-labelledby={titleId} role="region">
      <div className="chart-card-header">
        <H4 id={titleId}>{title}</H4>
        {!empty && (
          <Button
            variant="minimal"
            size="small"
            icon={asTable ? 'timeline-line-chart' : 'th'}
            text={asTable ? t('common.charts.showChart') : t('common.charts.showTable')}
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
          />
        )}
      </div>
      {empty ? (
        <NonIdealState icon="timeline-bar-chart" description={emptyText} />
      ) : (
        <>
          {!asTable && (
            <div className="chart-card-chart" aria-hidden>
              <Suspense fallback={<ChartSkeleton />}>{children}</Suspense>
            </div>
          )}
          <HTMLTable compact className={asTable ? 'chart-card-table' : 'visually-hidden'}>
            <caption className={asTable ? 'visually-hidden' : undefined}>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column, index) => (
                  <th key={column} scope="col" className={index > 0 ? 'numeric' : undefined}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([head, ...cells]) => (
                <tr key={head}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, index) => (
                    <td key={index} className="numeric">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </Card>
  );
}

/** The chart's place while recharts or the data load. */
export function ChartSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`chart-card-skeleton ${Classes.SKELETON}`} role="status" aria-busy>
      <span className="visually-hidden">{t('common.charts.loading')}</span>
    </div>
  );
}

/** A card of a chart whose data is loading: title and skeleton. */
export function ChartCardSkeleton({ title }: { title: string }) {
  return (
    <Card className="chart-card">
      <div className="chart-card-header">
        <H4>{title}</H4>
      </div>
      <ChartSkeleton />
    </Card>
  );
}
