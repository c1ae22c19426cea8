import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Gapless number series (order numbers per year, later invoices, stornos, credit notes): one counter
 * row per series, incremented in the transaction that issues the number, so a rollback gives the
 * number back (a Postgres sequence would leave a gap). See number-series.ts.
 */
@Entity({ name: 'number_series' })
export class NumberSeries {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  series: string;

  @Column({ type: 'integer' })
  last_value: number;
}
