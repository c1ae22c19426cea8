// The patient's reported medication (questionnaire MEDICATION) against their pharmacogenetic results:
// where a gene changes how a drug class acts and a recipe ingredient interacts with that drug, the
// ingredient carries a warning for the doctor. Sources in docs/decisions/formulas.md ("Recipe: pharmacogenetic
// warnings"): CPIC guidelines for the gene-drug pairs, the product information for the interactions.
import type { GenePhenotype, Phenotype } from '../../results/medication/catalogue/phenotype.js';

interface WarningRule {
  /** MEDICATION answer option. */
  medication: string;
  gene: string;
  phenotypes: readonly Phenotype[];
  micronutrients: readonly string[];
  text: string;
}

const REDUCED: readonly Phenotype[] = ['PoorMetabolizer', 'IntermediateMetabolizer'];

const RULES: readonly WarningRule[] = [
  {
    medication: 'ANTICOAGULANTS',
    gene: 'VKORC1',
    phenotypes: REDUCED,
    micronutrients: ['VITAMIN_K2'],
    text: 'Blutverdünner angegeben und VKORC1-Befund mit erhöhter Empfindlichkeit für Vitamin-K-Antagonisten: Vitamin K nur nach Rücksprache und mit INR-Kontrolle.',
  },
  {
    medication: 'ANTICOAGULANTS',
    gene: 'CYP2C9',
    phenotypes: REDUCED,
    micronutrients: ['VITAMIN_K2', 'OMEGA_3', 'VITAMIN_E'],
    text: 'Blutverdünner angegeben und verlangsamter CYP2C9-Abbau: Wechselwirkung mit der Gerinnung möglich, Dosis nur mit INR-Kontrolle.',
  },
  {
    medication: 'PPI',
    gene: 'CYP2C19',
    phenotypes: REDUCED,
    micronutrients: ['VITAMIN_B12', 'MAGNESIUM', 'IRON'],
    text: 'Magensäureblocker angegeben und verlangsamter CYP2C19-Abbau: höhere Wirkstoffspiegel, die Aufnahme dieses Nährstoffs ist oft vermindert; Blutwert kontrollieren.',
  },
  {
    medication: 'STATINS',
    gene: 'SLCO1B1',
    phenotypes: REDUCED,
    micronutrients: ['COENZYME_Q10'],
    text: 'Statine angegeben und verminderte SLCO1B1-Funktion: erhöhtes Myopathie-Risiko; Coenzym Q10 ersetzt keine Anpassung der Statintherapie.',
  },
  {
    medication: 'ANTIDEPRESSANTS',
    gene: 'CYP2D6',
    phenotypes: REDUCED,
    micronutrients: ['VITAMIN_B6', 'OMEGA_3'],
    text: 'Antidepressiva angegeben und verlangsamter CYP2D6-Abbau: höhere Wirkstoffspiegel möglich; Kombination ärztlich prüfen.',
  },
];

/** Micronutrient code → the warnings for this patient. */
export function pharmacogeneticWarnings(
  medication: readonly string[],
  phenotypes: ReadonlyMap<string, GenePhenotype>,
): Map<string, string[]> {
  const warnings = new Map<string, string[]>();
  for (const rule of RULES) {
    if (!medication.includes(rule.medication)) continue;
    const phenotype = phenotypes.get(rule.gene)?.phenotype;
    // A result the caller could not determine may hide a reduced function: the doctor is warned all the same.
    const text =
      phenotype === 'Indeterminate'
        ? `${rule.gene}-Befund nicht bestimmbar, eine verminderte Funktion ist nicht ausgeschlossen. Vorsorglich: ${rule.text}`
        : phenotype && rule.phenotypes.includes(phenotype)
          ? rule.text
          : null;
    if (!text) continue;
    for (const code of rule.micronutrients) warnings.set(code, [...(warnings.get(code) ?? []), text]);
  }
  return warnings;
}
