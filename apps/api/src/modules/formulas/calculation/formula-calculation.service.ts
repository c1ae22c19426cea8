import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { allMicronutrients } from '../../results/index.js';
import { LabDispatch } from '../../lab/lab-dispatch.service.js';
import { findPatient, markMicronutrientsUpdated, type Patient } from '../../patients/index.js';
import { CompiledFormulaCache, FormulaRefused, FormulaRunFailed } from '../engine/index.js';
import { FormulaRun, FormulaRunOutcome } from '../entities/formula-run.entity.js';
import { FormulaTemplate } from '../entities/formula-template.entity.js';
import {
  type ClampSide,
  MicronutrientRecommendation,
} from '../entities/micronutrient-recommendation.entity.js';
import { RecipeReview } from '../recipe/recipe-review.service.js';
import { FormulaInputCatalogueService } from './formula-input-catalogue.service.js';
import { ADULT_AGE_DAYS, ageInDays, patientFormulaScope } from './patient-formula-scope.js';
import { readAll } from '../../../common/sql/read-all.js';

export interface FormulaRunSummary {
  runId: string;
  outcome: FormulaRunOutcome;
  calculated: number;
  failures: number;
}

type RecommendationRow = Omit<MicronutrientRecommendation, 'id' | 'created_at' | 'run_id'>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * One patient's recalculation (the `formulas.calculate` job): every current template against the
 * patient's inputs, clamped to the micronutrient's bounds, written with the run in ONE transaction (a
 * worker killed midway leaves the previous set untouched and BullMQ runs the job again). A formula that
 * fails fails only its micronutrient, with the reason stored and logged.
 */
@Injectable()
export class FormulaCalculation {
  private readonly logger = new Logger('Formulas');
  private readonly compiled = new CompiledFormulaCache();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inputCatalogue: FormulaInputCatalogueService,
    private readonly recipes: RecipeReview,
    private readonly dispatch: LabDispatch,
  ) {}

  async run(patientId: string, now = new Date()): Promise<FormulaRunSummary | null> {
    const started = performance.now();
    const outcome = await this.dataSource.transaction(async (manager) => {
      // Two runs for one patient (a trigger while one is active): the second waits and reads fresh data.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('formulas:' || $1, 0))`, [
        patientId,
      ]);
      const patient = await findPatient(manager, patientId);
      if (!patient || patient.removed_at) return null;
      const adult = ageInDays(patient.date_of_birth, now) >= ADULT_AGE_DAYS;
      const rows = adult ? await this.calculate(manager, patient, now) : [];
      const run = await manager.save(
        manager.create(FormulaRun, {
          patient_id: patient.id,
          outcome: adult ? FormulaRunOutcome.Calculated : FormulaRunOutcome.UnderAge,
          failures: rows.filter((row) => row.value === null).length,
          duration_ms: Math.round(performance.now() - started),
        }),
      );
      const saved = rows.length
        ? await manager.save(
            rows.map((row) => manager.create(MicronutrientRecommendation, { ...row, run_id: run.id })),
          )
        : [];
      const followsFormula = !(await this.recipes.activePlan(manager, patient.id));
      if (adult) await this.storeValues(manager, patient.id, saved, followsFormula);
      else await this.clearRecommendations(manager, patient.id);
      await markMicronutrientsUpdated(manager, patient.id, now);
      if (!followsFormula) await this.recipes.proposeChanges(manager, patient.id, saved);
      const ordersToSend = await this.recipes.advanceWaitingParts(manager, patient.id, now);
      return { run, saved, ordersToSend };
    });
    if (!outcome) return null;
    for (const orderId of outcome.ordersToSend) await this.dispatch.sendReadyParts(orderId);
    return {
      runId: outcome.run.id,
      outcome: outcome.run.outcome,
      calculated: outcome.saved.filter((row) => row.value !== null).length,
      failures: outcome.run.failures,
    };
  }

  private async calculate(manager: EntityManager, patient: Patient, now: Date): Promise<RecommendationRow[]> {
    const catalogue = await this.inputCatalogue.catalogue();
    const [scope, templates, micronutrients] = await readAll(manager, [
      () => patientFormulaScope(manager, patient, now, catalogue),
      () =>
        manager.find(FormulaTemplate, {
          where: { is_deleted: false },
          order: { sort_order: 'ASC', id: 'ASC' },
        }),
      () => allMicronutrients(manager),
    ] as const);
    const bounds = new Map(micronutrients.map((m) => [m.id, m]));
    const rows: RecommendationRow[] = [];
    for (const template of templates) {
      const micronutrient = bounds.get(template.micronutrient_id);
      if (!micronutrient) continue;
      const base = {
        patient_id: patient.id,
        micronutrient_id: micronutrient.id,
        template_id: template.id,
        template_version: template.version,
        template_name: template.name,
      };
      try {
        const formula = this.compiled.get(
          `${template.id}@${template.version}`,
          template.formula,
          catalogue.isKnown,
        );
        const inputs = Object.fromEntries(formula.inputs.map((name) => [name, scope.get(name) ?? null]));
        const raw = formula.evaluate(scope);
        const { value, clamped } = clamp(
          raw,
          Number(micronutrient.min_value),
          Number(micronutrient.max_value),
        );
        rows.push({
          ...base,
          raw_value: round4(raw),
          value,
          clamped,
          inputs,
          failure: null,
          failure_detail: null,
        });
      } catch (error) {
        const reason =
          error instanceof FormulaRunFailed
            ? error.reason
            : error instanceof FormulaRefused
              ? 'refused'
              : 'error';
        // Only the names of what failed: no health values in the log.
        this.logger.warn(
          { patientId: patient.id, micronutrient: micronutrient.code, template: base.template_id, reason },
          'a formula failed for a patient',
        );
        rows.push({
          ...base,
          raw_value: null,
          value: null,
          clamped: null,
          inputs: {},
          failure: reason,
          failure_detail: (error as Error).message.slice(0, 500),
        });
      }
    }
    return rows;
  }

  /**
   * recommended_value always follows the run; current_value follows it only while the doctor has not set
   * their own and no plan is in production (then a change becomes a proposal for the doctor instead).
   */
  private async storeValues(
    manager: EntityManager,
    patientId: string,
    rows: MicronutrientRecommendation[],
    followsFormula: boolean,
  ): Promise<void> {
    if (!rows.length) return;
    await manager.query(
      `INSERT INTO patient_micronutrients (patient_id, micronutrient_id, current_value, recommended_value, recommendation_id)
       SELECT $1, r.micronutrient_id, coalesce(r.value, 0), r.value, r.id
       FROM micronutrient_recommendations r WHERE r.id = ANY($2::bigint[])
       ON CONFLICT (patient_id, micronutrient_id) DO UPDATE SET
         recommended_value = EXCLUDED.recommended_value,
         recommendation_id = EXCLUDED.recommendation_id,
         current_value = CASE
           WHEN $3 AND patient_micronutrients.current_edited_at IS NULL AND EXCLUDED.recommended_value IS NOT NULL
           THEN EXCLUDED.recommended_value ELSE patient_micronutrients.current_value END,
         updated_at = now()`,
      [patientId, rows.map((row) => row.id), followsFormula],
    );
  }

  private async clearRecommendations(manager: EntityManager, patientId: string): Promise<void> {
    await manager.query(
      `UPDATE patient_micronutrients SET recommended_value = NULL, recommendation_id = NULL, updated_at = now()
       WHERE patient_id = $1 AND recommendation_id IS NOT NULL`,
      [patientId],
    );
  }
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The dose within the micronutrient's bounds, and which bound it hit. */
export function clamp(raw: number, min: number, max: number): { value: number; clamped: ClampSide | null } {
  if (raw < min) return { value: round2(min), clamped: 'min' };
  if (raw > max) return { value: round2(max), clamped: 'max' };
  return { value: round2(raw), clamped: null };
}
