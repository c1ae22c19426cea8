import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DnaMarker } from '../../results/dna-analysis/entities/dna-marker.entity.js';
import { bloodParameters, dnaMarkers } from '../../results/index.js';
import { type LifestyleQuestion, lifestyleQuestions, LifestyleQuestionType } from '../../patients/index.js';
import {
  answerInput,
  answerOptionInput,
  BLOOD_RANGE,
  bloodInput,
  DNA_RANGE,
  dnaInput,
  type FormulaInputKind,
  type InputRange,
  OPTION_RANGE,
  PERSON_INPUTS,
} from './formula-input-names.js';

export interface FormulaInputEntry {
  name: string;
  label: string;
  kind: FormulaInputKind;
  /** The values a patient's input can take (formula-input-names.ts). */
  range: InputRange;
}

export interface FormulaInputCatalogue {
  readonly entries: readonly FormulaInputEntry[];
  readonly byName: ReadonlyMap<string, FormulaInputEntry>;
  isKnown(name: string): boolean;
  /** The reference rows a patient's inputs are read against (kept with the names, read once a minute). */
  readonly dnaMarkers: readonly DnaMarker[];
  readonly questions: readonly LifestyleQuestion[];
}

// Reference data changes only with a seed; a minute's staleness is harmless and saves three reads per save.
const TTL_MS = 60_000;

/** Every input name a formula may read, with a German label for the editor and the explanations. */
@Injectable()
export class FormulaInputCatalogueService {
  private cached: { catalogue: FormulaInputCatalogue; at: number } | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async catalogue(): Promise<FormulaInputCatalogue> {
    if (this.cached && Date.now() - this.cached.at < TTL_MS) return this.cached.catalogue;
    const [blood, dna, questions] = await Promise.all([
      bloodParameters(this.dataSource.manager),
      dnaMarkers(this.dataSource.manager),
      lifestyleQuestions(this.dataSource.manager),
    ]);
    const entries: FormulaInputEntry[] = [...PERSON_INPUTS];
    for (const marker of blood)
      entries.push({
        name: bloodInput(marker.code),
        kind: 'blood',
        range: BLOOD_RANGE,
        label: marker.formatted_unit ? `${marker.name} (${marker.formatted_unit})` : marker.name,
      });
    for (const marker of dna)
      entries.push({
        name: dnaInput(marker.code),
        kind: 'dna',
        range: DNA_RANGE,
        label: `${marker.name} (0 günstig – 2 ungünstig)`,
      });
    for (const question of questions) {
      if (question.type === LifestyleQuestionType.Single)
        entries.push({
          name: answerInput(question.key_question),
          kind: 'answer',
          label: `${question.de} (Position der Antwort, ab 0)`,
          range: { lo: 0, hi: Math.max(question.answers.length - 1, 0) },
        });
      for (const option of question.answers)
        entries.push({
          name: answerOptionInput(question.key_question, option.value),
          kind: 'answer',
          label: `${question.de} = ${option.de}`,
          range: OPTION_RANGE,
        });
    }
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    const catalogue: FormulaInputCatalogue = {
      entries,
      byName,
      isKnown: (name) => byName.has(name),
      dnaMarkers: dna,
      questions,
    };
    this.cached = { catalogue, at: Date.now() };
    return catalogue;
  }
}
