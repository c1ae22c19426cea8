import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { LabReport } from '../../../lab/lab-report.entity.js';
import { type ReportedGenotype, readGenotype } from '../../medication/catalogue/genotype-reading.js';
import { FORWARD, VARIANTS_BY_RS } from '../../medication/catalogue/gene-variants.data.js';
import { orderById } from '../../../orders/index.js';
import { GenotypeResult } from '../entities/genotype-result.entity.js';

const MAX_LENGTH = 32;

/**
 * Why the catalogue refuses a call of a lab report, or null. A lab report must state the strand of every
 * catalogue position it reports (lab exchange docs): without it an A/T or C/G variant reads the same on
 * both strands, so a missing orientation is refused here, not assumed. (Rows stored before the field
 * existed have none and are read on the forward strand, as they were then.)
 */
function refusalOf(entry: ReportedGenotype): string | null {
  if (!entry.orientation && VARIANTS_BY_RS.has(entry.rsId))
    return `Orientierung fehlt: der Laborbericht muss den Strang von ${entry.rsId} angeben (${FORWARD}, GRCh38- oder coding).`;
  const reading = readGenotype(entry);
  return reading.kind === 'refused' ? reading.reason.slice(0, 300) : null;
}

interface ReadableGenotype {
  gene: string;
  rsId: string;
  genotype: string;
  orientation: string | null;
  refusal: string | null;
}

/**
 * Turns a lab report's genotypes into the patient's genotype results (source Noi). Applying a report
 * twice stores it once; a later version of the same lab order supersedes the earlier version's rows
 * (they stay, stamped `superseded_at`). A late-arriving older version is stored already superseded.
 * Unknown rs ids are stored too: the interpretations read only what the catalogue knows. A call the
 * catalogue refuses (alleles not the marker's on the declared strand, an unknown orientation) is stored
 * with its reason and read by nothing; the report's other calls still apply.
 */
@Injectable()
export class DnaResultsWriter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Returns the number of rows stored (0 when the report was applied before or has no genotypes). */
  async applyLabGenotypes(report: LabReport, manager?: EntityManager): Promise<number> {
    const run = (transaction: EntityManager) => this.apply(report, transaction);
    return manager ? run(manager) : this.dataSource.transaction(run);
  }

  private async apply(report: LabReport, manager: EntityManager): Promise<number> {
    const genotypes = this.readable(report);
    if (!genotypes.length) return 0;
    // One writer per lab order at a time: versions must not interleave.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`genotypes:${report.lab_order_id}`]);
    const repository = manager.getRepository(GenotypeResult);
    if (await repository.existsBy({ lab_report_id: report.id })) return 0;
    const order = await orderById(manager, report.order_id);
    const newer = await repository
      .createQueryBuilder('result')
      .where('result.lab_order_id = :labOrderId AND result.version > :version', {
        labOrderId: report.lab_order_id,
        version: report.version,
      })
      .getExists();
    const now = new Date();
    if (!newer)
      await repository.update(
        { lab_order_id: report.lab_order_id, superseded_at: IsNull() },
        { superseded_at: now },
      );
    await repository.insert(
      genotypes.map((genotype) => ({
        patient_id: order.patient_id,
        order_id: order.id,
        lab_report_id: report.id,
        lab_order_id: report.lab_order_id,
        version: report.version,
        gene: genotype.gene,
        rs_id: genotype.rsId,
        genotype: genotype.genotype,
        orientation: genotype.orientation,
        refusal: genotype.refusal,
        source: 'Noi' as const,
        collected_on: report.collected_on,
        superseded_at: newer ? now : null,
      })),
    );
    return genotypes.length;
  }

  // One row per rs id (the last one the report states); calls that do not fit the columns are left out.
  private readable(report: LabReport): ReadableGenotype[] {
    const byRs = new Map<string, ReadableGenotype>();
    for (const entry of report.genotypes ?? []) {
      const gene = String(entry.gene ?? '').trim();
      const rsId = String(entry.rsId ?? '').trim();
      const genotype = String(entry.genotype ?? '').trim();
      const orientation =
        entry.orientation === undefined ? null : String(entry.orientation).trim().slice(0, 16);
      if (!gene || !rsId || !genotype) continue;
      if (gene.length > MAX_LENGTH || rsId.length > MAX_LENGTH || genotype.length > MAX_LENGTH) continue;
      const refusal = refusalOf({ gene, rsId, genotype, orientation });
      byRs.set(rsId, { gene, rsId, genotype, orientation, refusal });
    }
    return [...byRs.values()];
  }
}
