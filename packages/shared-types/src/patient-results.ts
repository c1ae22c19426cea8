// Released reports in the patient portal (issue 34): the limit of the doctor's note and the answer of
// GET /api/patient/results and /api/patient/results/:id, which the API builds and the patient's pages show.

/** The longest note a doctor may leave for the patient with a release. */
export const RELEASE_NOTE_MAX = 1000;

export type ReleasedReportKind = 'blood' | 'dna' | 'medication' | 'micronutrients';

export interface ReleasedReportSummary {
  id: string;
  kind: ReleasedReportKind;
  title: string;
  /** ISO timestamp. */
  released_at: string;
  /** The releasing doctor's name; null when the account is gone. */
  doctor: string | null;
  note: string | null;
}

/** A blood value against the optimal band and the lab's reference range. */
export type BloodValueState = 'tooLow' | 'low' | 'optimal' | 'high' | 'tooHigh';

/** One blood value in plain words. */
export interface PlainBloodRow {
  name: string;
  value: number;
  unit: string;
  date: string;
  range: string | null;
  state: BloodValueState;
  stateText: string;
  meaning: string;
}

export interface PlainDnaRow {
  category: string;
  marker: string;
  genes: string;
  genotype: string;
  result: string | null;
  level: 'good' | 'medium' | 'bad' | null;
  levelText: string;
  meaning: string;
}

export interface PlainMedicationRow {
  medication: string;
  genes: string;
  effect: string;
  /** The catalogue's level: 0 red, 1 and 3 yellow, 2 green; null when not analysed. */
  level: number | null;
  levelText: string;
  meaning: string;
}

export interface PlainMicronutrientRow {
  nutrient: string;
  dose: number;
  unit: string;
  doseText: string;
  description: string | null;
}

export type PlainReportBody =
  | { kind: 'blood'; rows: PlainBloodRow[]; intro: null; warning: null }
  | { kind: 'dna'; rows: PlainDnaRow[]; intro: string; warning: string }
  | { kind: 'medication'; rows: PlainMedicationRow[]; intro: null; warning: string }
  | { kind: 'micronutrients'; rows: PlainMicronutrientRow[]; intro: string; warning: null };

export type ReleasedReport = Omit<ReleasedReportSummary, 'kind'> & PlainReportBody;
