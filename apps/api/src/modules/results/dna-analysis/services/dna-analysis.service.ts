import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { paginatorInfo, type PaginatorInfo } from '../../../../common/pagination/paginator-info.type.js';
import { Micronutrient } from '../../micronutrients/micronutrient.entity.js';
import { PatientQueries } from '../../../patients/index.js';
import {
  SCALE_INTERVALS,
  desiredProfile,
  geneticResult,
  interpretMarker,
} from '../catalogue/dna-interpretation.js';
import { DnaMarker } from '../entities/dna-marker.entity.js';
import type { DnaMarkerView, DnaParameterRow } from '../graphql/dna-marker.types.js';
import type { NamedEntry } from '../../../../common/results/result.types.js';
import { type GenotypeSet as Genotypes, PatientGenotypes } from './patient-genotypes.service.js';

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * The DNA results of a patient: every marker of the catalogue with the patient's reading. A list
 * costs a fixed number of statements: the patient (scoped, audited), the markers, the genotypes, the
 * linked micronutrients.
 */
@Injectable()
export class DnaAnalysisService {
  constructor(
    @InjectRepository(DnaMarker) private readonly markers: Repository<DnaMarker>,
    @InjectRepository(Micronutrient) private readonly micronutrients: Repository<Micronutrient>,
    private readonly patients: PatientQueries,
    private readonly genotypes: PatientGenotypes,
  ) {}

  async list(viewer: Viewer, patientId: string, search?: string | null): Promise<DnaMarkerView[]> {
    const patient = await this.patients.get(viewer, patientId);
    const query = this.markers
      .createQueryBuilder('marker')
      .orderBy('marker.sort_order')
      .addOrderBy('marker.id');
    const term = search?.trim();
    if (term)
      query.where(`(marker.name ILIKE :term OR marker.code ILIKE :term OR marker.category ILIKE :term)`, {
        term: `%${escapeLike(term)}%`,
      });
    const markers = await query.getMany();
    return this.views(markers, await this.genotypes.current(patient.id));
  }

  /** Null for a code the catalogue does not know (after the patient check: another practice's patient is not found). */
  async marker(viewer: Viewer, patientId: string, code: string): Promise<DnaMarkerView | null> {
    const patient = await this.patients.get(viewer, patientId);
    const marker = await this.markers.findOneBy({ code });
    if (!marker) return null;
    const [view] = await this.views([marker], await this.genotypes.current(patient.id));
    return view;
  }

  /** The DNA markers as analysisParameters(analysis_type: Dna) lists them. */
  async dnaParametersPage(
    first: number,
    page: number,
  ): Promise<{ data: DnaParameterRow[]; paginatorInfo: PaginatorInfo }> {
    const [rows, total] = await this.markers.findAndCount({
      select: { id: true, name: true, code: true },
      order: { sort_order: 'ASC', id: 'ASC' },
      skip: (page - 1) * first,
      take: first,
    });
    return {
      data: rows.map((row) => ({ id: row.id, name: row.name, code: row.code })),
      paginatorInfo: paginatorInfo(total, page, first, rows.length),
    };
  }

  private async views(markers: DnaMarker[], genotypes: Genotypes): Promise<DnaMarkerView[]> {
    const codes = [...new Set(markers.flatMap((marker) => marker.content.micronutrients))];
    const nutrients = codes.length ? await this.micronutrients.findBy({ code: In(codes) }) : [];
    const nutrientByCode = new Map(nutrients.map((row) => [row.code, row]));
    return markers.map((marker) => {
      const entry = marker.content;
      const reading = interpretMarker(entry, genotypes.calls);
      const rsIds = new Set(entry.variants.map((variant) => variant.rsId));
      // Pharmacogenes may come as star diplotypes under other ids: every row of the gene dates the reading.
      const rows = [...genotypes.rows.values()].filter(
        (row) =>
          rsIds.has(row.rs_id) || (entry.pharmacoGene !== undefined && row.gene === entry.pharmacoGene),
      );
      const named = (names: string[]): NamedEntry[] => names.map((name) => ({ id: slug(name), name }));
      return {
        id: marker.id,
        name: marker.name,
        code: marker.code,
        category: marker.category,
        scalebar_title: entry.scalebar_title,
        description: entry.description,
        docinfo: entry.docinfo,
        video_url: entry.video_url,
        symptoms: named(entry.symptoms),
        indications: named(entry.indications),
        micronutrients: entry.micronutrients.flatMap((code) => {
          const row = nutrientByCode.get(code);
          return row ? [{ id: row.id, name: row.name_de }] : [];
        }),
        bibliography: entry.bibliography,
        desired_genetic_profile: desiredProfile(entry),
        genetic_result: geneticResult(entry, genotypes.calls),
        intervals: SCALE_INTERVALS,
        interpretation: reading
          ? {
              current_value: reading.current_value,
              current_value_color: reading.current_value_color,
              value_text: reading.value_text,
              value_description: reading.value_description,
              value_color: reading.value_color,
              value_bg_color: reading.value_bg_color,
              updated_at: rows.length
                ? new Date(Math.max(...rows.map((row) => row.created_at.getTime())))
                : new Date(0),
            }
          : null,
        valueDate: rows.length
          ? rows
              .map((row) => row.collected_on)
              .sort()
              .at(-1)!
          : null,
      };
    });
  }
}
