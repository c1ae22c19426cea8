import { interpolate, type Language, translationOf } from '@portal/i18n';
import type {
  PlainBloodRow,
  PlainDnaRow,
  PlainMedicationRow,
  PlainMicronutrientRow,
  PlainReportBody,
} from '@portal/shared-types';
import type { DocumentKind, DocumentTemplates } from '../../documents/index.js';
import { ReportKind } from '../../results/index.js';

type Texts = ReturnType<typeof translationOf>['patientResults']['report'];
type Range = [number | null, number | null];

const numberIn = (language: Language) => (value: number) =>
  value.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 4 });

function rangeText(texts: Texts, format: (value: number) => string, [min, max]: Range): string | null {
  if (min !== null && max !== null) return `${format(min)}–${format(max)}`;
  if (min !== null) return interpolate(texts.range.from, { min: format(min) });
  if (max !== null) return interpolate(texts.range.upTo, { max: format(max) });
  return null;
}

function blood(texts: Texts, language: Language, content: DocumentTemplates[DocumentKind.BloodAnalysis]) {
  const format = numberIn(language);
  return content.rows.map((row): PlainBloodRow => {
    const optimal = rangeText(texts, format, row.optimal);
    const lab = rangeText(texts, format, row.lab);
    const ranges = [
      optimal && interpolate(texts.range.optimal, { range: optimal }),
      lab && interpolate(texts.range.lab, { range: lab }),
    ].filter(Boolean);
    return {
      name: row.name,
      value: row.value,
      unit: row.unit,
      date: row.valueDate,
      range: ranges.length ? ranges.join(' · ') : null,
      state: row.state,
      stateText: texts.state[row.state],
      meaning: texts.meaning[row.state],
    };
  });
}

function dna(texts: Texts, content: DocumentTemplates[DocumentKind.DnaAnalysis]) {
  // Only the markers the lab has a genotype for: the others say nothing about the patient.
  return content.rows
    .filter((row) => row.genotype !== '')
    .map((row): PlainDnaRow => ({
      category: row.category,
      marker: row.marker,
      genes: row.genes,
      genotype: row.genotype,
      result: row.result,
      level: row.level,
      levelText: texts.dnaLevel[row.level ?? 'none'],
      meaning: texts.dnaMeaning[row.level ?? 'none'],
    }));
}

function medication(texts: Texts, content: DocumentTemplates[DocumentKind.MedicationResults]) {
  return content.rows
    .filter((row) => row.effect || row.breakdown || row.dosis)
    .map((row): PlainMedicationRow => {
      const level = row.effect?.result ?? row.breakdown?.result ?? row.dosis?.result ?? null;
      const key = level === null ? 'none' : (String(level) as '0' | '1' | '2' | '3');
      const parts = [
        row.effect && interpolate(texts.effect, { text: row.effect.text }),
        row.breakdown && interpolate(texts.breakdown, { text: row.breakdown.text }),
        row.dosis && interpolate(texts.dosis, { text: row.dosis.text }),
      ].filter(Boolean);
      return {
        medication: row.name,
        genes: row.genes,
        effect: parts.join(' · '),
        level,
        levelText: texts.medicationLevel[key] ?? texts.medicationLevel.none,
        meaning: texts.medicationMeaning[key] ?? texts.medicationMeaning.none,
      };
    });
}

function micronutrients(
  texts: Texts,
  language: Language,
  content: DocumentTemplates[DocumentKind.Micronutrients],
) {
  const format = numberIn(language);
  return content.rows
    .filter((row) => (row.current ?? 0) > 0)
    .map((row): PlainMicronutrientRow => ({
      nutrient: row.name,
      dose: row.current!,
      unit: row.unit,
      doseText: interpolate(texts.dose, { value: format(row.current!), unit: row.unit }),
      description: row.description,
    }));
}

/** The patient's report in plain words, from the release's snapshot (the PDF's template data). */
export function plainReport(kind: ReportKind, content: unknown, language: Language): PlainReportBody {
  const texts = translationOf(language).patientResults.report;
  switch (kind) {
    case ReportKind.Blood:
      return { kind: 'blood', rows: blood(texts, language, content as never), intro: null, warning: null };
    case ReportKind.Dna:
      return {
        kind: 'dna',
        rows: dna(texts, content as never),
        intro: texts.dnaIntro,
        warning: texts.dnaWarning,
      };
    case ReportKind.Medication:
      return {
        kind,
        rows: medication(texts, content as never),
        intro: null,
        warning: texts.medicationWarning,
      };
    case ReportKind.Micronutrients:
      return {
        kind: 'micronutrients',
        rows: micronutrients(texts, language, content as never),
        intro: texts.micronutrientsIntro,
        warning: null,
      };
  }
}
