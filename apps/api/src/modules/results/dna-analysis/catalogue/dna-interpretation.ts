import { type GenotypeCall, allelesOf, phenotypeOf } from '../../medication/catalogue/phenotype.js';
import { phenotypeName } from '../../medication/catalogue/medication-rules.js';
import type { DnaLevel, DnaMarkerEntry, DnaVariant } from './dna-markers.data.js';
import { DNA_VARIANT_HGVS } from './dna-variant-hgvs.data.js';

export interface GeneticEntryView {
  id: string;
  name: string;
  genotype: string;
  gene: string;
  rsId: string;
  hgvs: string | null;
  population: string | null;
  function: string | null;
}

export interface ScaleInterval {
  value: number;
  color: string;
  length_percent: number;
}

export interface DnaReading {
  level: DnaLevel;
  current_value: number;
  current_value_color: string;
  value_text: string;
  value_description: string;
  value_color: string;
  value_bg_color: string;
}

// The summary scale: red (unfavourable) left, yellow, green (favourable) right. Colours that stay
// apart in black-and-white print too (different greys).
export const LEVEL_STYLE: Record<DnaLevel, { position: number; color: string; bg: string; text: string }> = {
  bad: { position: 16.5, color: '#CD4246', bg: '#FCE8E8', text: 'Ungünstig' },
  medium: { position: 50, color: '#C87619', bg: '#FBF1E3', text: 'Leicht ungünstig' },
  good: { position: 83.5, color: '#238551', bg: '#E6F4EA', text: 'Günstig' },
};

export const SCALE_INTERVALS: ScaleInterval[] = [
  { value: 33.3, color: LEVEL_STYLE.bad.color, length_percent: 33.3 },
  { value: 66.6, color: LEVEL_STYLE.medium.color, length_percent: 33.3 },
  { value: 100, color: LEVEL_STYLE.good.color, length_percent: 33.4 },
];

const percent = (value: number) =>
  `${(value * 100).toLocaleString('de-DE', { maximumFractionDigits: value < 0.01 ? 2 : 1 })} %`;

/** Genotype frequency under Hardy-Weinberg from the risk allele's frequency. */
export function genotypeFrequency(variant: DnaVariant, riskCount: number): number {
  const q = variant.frequency;
  const p = 1 - q;
  return riskCount === 0 ? p * p : riskCount === 1 ? 2 * p * q : q * q;
}

const label = (variant: DnaVariant) => `${variant.gene} (${variant.rsId})`;
/** The variant's codes beside its label: gene, rsID and HGVS notation (dna-variant-hgvs.data.ts). */
const codesOf = (variant: DnaVariant) => ({
  gene: variant.gene,
  rsId: variant.rsId,
  hgvs: DNA_VARIANT_HGVS[variant.rsId]?.coding ?? null,
});
const write = (alleles: string[]) =>
  alleles.every((allele) => allele.length === 1) ? alleles.join('') : alleles.join('/');

/** The profile the marker counts as favourable: no risk allele. */
export function desiredProfile(entry: DnaMarkerEntry): GeneticEntryView[] {
  return entry.variants.map((variant) => ({
    id: `${entry.code}:${variant.rsId}:desired`,
    name: label(variant),
    ...codesOf(variant),
    genotype: write([variant.other, variant.other]),
    population: percent(genotypeFrequency(variant, 0)),
    function: variant.function,
  }));
}

function riskCountOf(variant: DnaVariant, genotype: string): number | null {
  const alleles = allelesOf(genotype);
  if (
    !alleles ||
    alleles.length !== 2 ||
    !alleles.every((allele) => allele === variant.risk || allele === variant.other)
  )
    return null;
  return alleles.filter((allele) => allele === variant.risk).length;
}

/** The patient's genotypes at the marker's variants (unreadable calls shown as reported, without frequency). */
export function geneticResult(entry: DnaMarkerEntry, calls: GenotypeCall[]): GeneticEntryView[] {
  return entry.variants.flatMap((variant) => {
    const call = calls.find((candidate) => candidate.rsId === variant.rsId);
    if (!call) return [];
    const count = riskCountOf(variant, call.genotype);
    return [
      {
        id: `${entry.code}:${variant.rsId}`,
        name: label(variant),
        ...codesOf(variant),
        genotype: call.genotype,
        population: count === null ? null : percent(genotypeFrequency(variant, count)),
        function: variant.function,
      },
    ];
  });
}

/** The marker's reading for the patient; null when none of its variants was analysed (readably). */
export function interpretMarker(entry: DnaMarkerEntry, calls: GenotypeCall[]): DnaReading | null {
  if (entry.pharmacoGene) {
    const phenotype = phenotypeOf(entry.pharmacoGene, calls);
    if (!phenotype) return null;
    const level: DnaLevel =
      phenotype.phenotype === 'NormalMetabolizer' || phenotype.phenotype === 'Negative'
        ? 'good'
        : phenotype.phenotype === 'PoorMetabolizer' || phenotype.phenotype === 'Deficient'
          ? 'bad'
          : 'medium';
    const name = phenotypeName(phenotype.phenotype);
    return reading(
      level,
      name.charAt(0).toUpperCase() + name.slice(1),
      `${phenotype.diplotype}: ${entry.texts[level]}`,
    );
  }
  let total = 0;
  let read = false;
  for (const variant of entry.variants) {
    const call = calls.find((candidate) => candidate.rsId === variant.rsId);
    const count = call ? riskCountOf(variant, call.genotype) : null;
    if (count === null) continue;
    read = true;
    total += count;
  }
  if (!read) return null;
  const level = entry.levels[Math.min(total, 2)];
  return reading(level, LEVEL_STYLE[level].text, entry.texts[level]);
}

function reading(level: DnaLevel, text: string, description: string): DnaReading {
  const style = LEVEL_STYLE[level];
  return {
    level,
    current_value: style.position,
    current_value_color: style.color,
    value_text: text,
    value_description: description,
    value_color: style.color,
    value_bg_color: style.bg,
  };
}
