import { GENE_TABLES } from './gene-alleles.data.js';
import {
  CODING,
  FORWARD,
  GENE_STRANDS,
  REVERSE,
  type GeneVariant,
  type Orientation,
  VARIANTS_BY_RS,
  X_LINKED,
} from './gene-variants.data.js';

/** A genotype as the lab reports it: `A/G`, `AG`, `-/CTT`, one allele for a hemizygous X call, a star diplotype, or a copy number (rsId CNV). */
export interface ReportedGenotype {
  gene: string;
  rsId: string;
  genotype: string;
  /** `GRCh38+` (forward strand), `GRCh38-` (reverse strand) or `coding` (the gene's transcript strand); missing = `GRCh38+` here (rows stored before the field existed); a lab report without it is refused by the DNA results writer. */
  orientation?: string | null;
}

export type GenotypeReading =
  /** A catalogue position: how many variant alleles (0..2; 0..1 when hemizygous). */
  | { kind: 'variant'; variant: GeneVariant; altCount: number; hemizygous: boolean }
  | { kind: 'copies'; gene: string; copies: number }
  | { kind: 'star'; gene: string; alleles: [string, string] }
  /** Not a catalogue position (other DNA markers): stored, not read here. */
  | { kind: 'other' }
  | { kind: 'refused'; reason: string };

const COMPLEMENT: Record<string, string> = { A: 'T', T: 'A', C: 'G', G: 'C' };
const reverseComplement = (sequence: string) =>
  [...sequence]
    .reverse()
    .map((base) => COMPLEMENT[base] ?? '?')
    .join('');

/** Splits `A/G`, `A|G`, `AG` or `-/CTT` into its alleles (one for `A`); null when it cannot be read. */
export function allelesOf(genotype: string): string[] | null {
  const text = genotype.trim();
  if (!text) return null;
  const parts = /[/|]/.test(text) ? text.split(/[/|]/) : text.length === 2 ? [...text] : [text];
  const alleles = parts.map((part) => part.trim());
  if (alleles.length > 2 || alleles.some((allele) => !allele)) return null;
  return alleles;
}

/** The orientation a report entry declares; null when it names none we know. */
export function orientationOf(declared: string | null | undefined): Orientation | null {
  const text = (declared ?? '').trim();
  if (!text || text.toLowerCase() === FORWARD.toLowerCase()) return FORWARD;
  if (text.toLowerCase() === REVERSE.toLowerCase()) return REVERSE;
  if (text.toLowerCase() === CODING) return CODING;
  return null;
}

// The empty allele of an indel, written `-`, `del` or `D`; `ins`/`I` names an insertion's inserted sequence.
function token(allele: string): string {
  const upper = allele.toUpperCase();
  if (upper === '-' || upper === 'DEL' || upper === 'D') return '-';
  if (upper === 'INS' || upper === 'I') return 'INS';
  return upper;
}

function toForward(allele: string, variant: GeneVariant, orientation: Orientation): string {
  const reversed =
    orientation === REVERSE || (orientation === CODING && GENE_STRANDS[variant.gene]?.strand === '-');
  const forward = reversed && allele !== '-' && allele !== 'INS' ? reverseComplement(allele) : allele;
  if (forward === 'INS') return variant.ref === '-' ? variant.alt : 'INS';
  return forward;
}

const declared = (variant: GeneVariant) => `${variant.ref}>${variant.alt} auf ${FORWARD} (${variant.name})`;

/**
 * Reads one reported genotype against the catalogue. A catalogue position is turned to the forward
 * strand ONLY by the declared orientation and must then consist of the declared alleles; anything
 * else is refused with a reason (German: it is shown to the service team).
 */
export function readGenotype(entry: ReportedGenotype): GenotypeReading {
  const rsId = entry.rsId.trim();
  const genotype = entry.genotype.trim();
  if (rsId.toUpperCase() === 'CNV') {
    if (entry.gene !== 'CYP2D6')
      return { kind: 'refused', reason: `Kopienzahl wird nur für CYP2D6 gelesen, nicht für ${entry.gene}.` };
    const copies = Number(genotype);
    if (!/^\d$/.test(genotype) || copies > 4)
      return { kind: 'refused', reason: `Kopienzahl „${genotype}“ nicht lesbar (erlaubt: 0 bis 4).` };
    return { kind: 'copies', gene: entry.gene, copies };
  }
  const variant = VARIANTS_BY_RS.get(rsId);
  if (!variant) {
    if (!genotype.includes('*')) return { kind: 'other' };
    return readStar(entry.gene, genotype);
  }
  const orientation = orientationOf(entry.orientation);
  if (!orientation)
    return {
      kind: 'refused',
      reason: `Unbekannte Orientierung „${entry.orientation}“ (erlaubt: ${FORWARD}, ${REVERSE} oder ${CODING}).`,
    };
  if (orientation === CODING && !GENE_STRANDS[variant.gene])
    return {
      kind: 'refused',
      reason: `Für ${variant.gene} (${rsId}) ist kein Transkript-Strang definiert: nur ${FORWARD} oder ${REVERSE}.`,
    };
  const alleles = allelesOf(genotype);
  if (!alleles) return { kind: 'refused', reason: `Genotyp „${genotype}“ ist nicht lesbar.` };
  const hemizygous = alleles.length === 1;
  if (hemizygous && !X_LINKED.has(variant.gene))
    return {
      kind: 'refused',
      reason: `Genotyp „${genotype}“ hat ein Allel; hemizygot ist nur bei X-chromosomalen Genen möglich.`,
    };
  const forward = alleles.map((allele) => toForward(token(allele), variant, orientation));
  if (!forward.every((allele) => allele === variant.ref || allele === variant.alt))
    return {
      kind: 'refused',
      reason: `Genotyp „${genotype}“ (${orientation}) passt nicht zu ${rsId}: erwartet ${declared(variant)}.`,
    };
  return {
    kind: 'variant',
    variant,
    altCount: forward.filter((allele) => allele === variant.alt).length,
    hemizygous,
  };
}

function readStar(gene: string, genotype: string): GenotypeReading {
  const table = GENE_TABLES[gene];
  const parts = genotype.split('/').map((part) => part.trim());
  if (!table) return { kind: 'refused', reason: `Diplotyp „${genotype}“: Gen ${gene} ist nicht im Katalog.` };
  const known = new Set([table.reference, ...table.alleles.map((allele) => allele.name)]);
  const unknown = parts.filter((part) => !known.has(part));
  if (parts.length !== 2 || unknown.length)
    return {
      kind: 'refused',
      reason: `Diplotyp „${genotype}“ für ${gene} nicht lesbar${unknown.length ? ` (unbekannt: ${unknown.join(', ')})` : ''}.`,
    };
  return { kind: 'star', gene, alleles: [parts[0], parts[1]] };
}
