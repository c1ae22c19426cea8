import type { EntityManager } from 'typeorm';
import { currentGenotypes } from '../../results/dna-analysis/services/patient-genotypes.service.js';
import { phenotypesOf } from '../../results/medication/catalogue/phenotype.js';
import { formattedUnit } from '../../results/micronutrients/formatted-unit.js';
import { findLatestAnswers, lifestyleQuestionByKey } from '../../patients/index.js';
import type { RecipeIngredient } from '../entities/supplement-recipe.entity.js';
import { pharmacogeneticWarnings } from './pharmacogenetic-warnings.js';
import { readAll } from '../../../common/sql/read-all.js';

interface DoseRow {
  micronutrient_id: string;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  current_edited_at: Date | null;
  recommendation_id: string | null;
  template_id: string | null;
  template_name: string | null;
  template_version: number | null;
  raw_value: number | null;
  clamped: 'min' | 'max' | null;
  inputs: Record<string, number | null> | null;
}

// The patient's doses above zero in the recipe's order, with the run behind each (one statement).
const DOSES_SQL = `
  SELECT pm.micronutrient_id::text, m.code, m.name_de AS name, m.unit, pm.current_value::float8 AS quantity,
         pm.current_edited_at, pm.recommendation_id::text, r.template_id::text, r.template_name,
         r.template_version, r.raw_value::float8, r.clamped, r.inputs
  FROM patient_micronutrients pm
  JOIN micronutrients m ON m.id = pm.micronutrient_id
  LEFT JOIN micronutrient_recommendations r ON r.id = pm.recommendation_id
  WHERE pm.patient_id = $1 AND pm.current_value > 0
  ORDER BY m.sort_order, m.id`;

/** The doctor's value counts as the doctor's as long as it differs from what the formula gave. */
const isDoctorDose = (row: DoseRow) => row.current_edited_at !== null || row.recommendation_id === null;

/** The recipe of the patient's current micronutrient values, each dose explained, with warnings. */
export async function buildRecipe(manager: EntityManager, patientId: string): Promise<RecipeIngredient[]> {
  const [doses, warnings] = await readAll(manager, [
    () => manager.query<DoseRow[]>(DOSES_SQL, [patientId]),
    () => warningsFor(manager, patientId),
  ] as const);
  return doses.map((row) => {
    const doctor = isDoctorDose(row);
    return {
      micronutrient_id: row.micronutrient_id,
      code: row.code,
      name: row.name,
      quantity: Number(row.quantity),
      unit: row.unit,
      formattedUnit: formattedUnit(row.unit),
      origin: {
        source: doctor ? 'doctor' : 'formula',
        recommendation_id: row.recommendation_id,
        template_id: row.template_id,
        template_name: row.template_name,
        template_version: row.template_version,
        raw_value: row.raw_value === null ? null : Number(row.raw_value),
        clamped: row.clamped,
        inputs: row.inputs ?? {},
      },
      warnings: warnings.get(row.code) ?? [],
    };
  });
}

/** Micronutrient code → pharmacogenetic warnings from the reported medication and the genotypes. */
export async function warningsFor(manager: EntityManager, patientId: string): Promise<Map<string, string[]>> {
  const [question, answers, { calls }] = await readAll(manager, [
    () => lifestyleQuestionByKey(manager, 'MEDICATION'),
    () => findLatestAnswers(manager, [patientId]),
    () => currentGenotypes(manager, patientId),
  ] as const);
  const medication = answers.find((answer) => answer.question_id === question?.id)?.values ?? [];
  if (!medication.length || !calls.length) return new Map();
  return pharmacogeneticWarnings(medication, phenotypesOf(calls));
}
