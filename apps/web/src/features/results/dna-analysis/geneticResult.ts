export interface GeneticEntryLike {
  id: string;
  /** The gene, optionally followed by the variant's rs id, e.g. 'MTHFR rs1801133'. */
  name: string;
  genotype: string;
  population?: string | null;
  function?: string | null;
}

export interface GeneticRow<T extends GeneticEntryLike> {
  entry: T;
  rsId: string | null;
}

export interface GeneGroup<T extends GeneticEntryLike> {
  gene: string;
  rows: GeneticRow<T>[];
}

const RS_ID = /^rs\d+$/i;

/** 'MTHFR rs1801133' → gene 'MTHFR', rs id 'rs1801133'; a name without an rs id is the gene. */
export function splitGeneName(name: string): { gene: string; rsId: string | null } {
  const parts = name
    .trim()
    .split(/[\s(),;]+/)
    .filter(Boolean);
  const rsId = parts.find((part) => RS_ID.test(part)) ?? null;
  const gene = parts.filter((part) => part !== rsId).join(' ');
  return { gene: gene || name.trim(), rsId };
}

/** The entries grouped by gene, genes in the order they first appear. */
export function groupByGene<T extends GeneticEntryLike>(entries: readonly T[]): GeneGroup<T>[] {
  const groups = new Map<string, GeneGroup<T>>();
  for (const entry of entries) {
    const { gene, rsId } = splitGeneName(entry.name);
    const group = groups.get(gene) ?? { gene, rows: [] };
    group.rows.push({ entry, rsId });
    groups.set(gene, group);
  }
  return [...groups.values()];
}

/** True when the patient's result has the same variant with the same genotype. */
export function matchesResult(entry: GeneticEntryLike, result: readonly GeneticEntryLike[]): boolean {
  return result.some((own) => own.name.trim() === entry.name.trim() && own.genotype === entry.genotype);
}
