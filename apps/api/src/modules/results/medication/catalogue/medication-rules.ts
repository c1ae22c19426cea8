import type { GenePhenotype, Phenotype } from './phenotype.js';

/** 0 red, 1 yellow, 2 green, 3 yellow (the other direction, e.g. ultrarapid). */
export type ResultIndex = 0 | 1 | 2 | 3;

export interface Interpretation {
  chapter: string;
  chapter_text: string;
  result: ResultIndex;
  result_text: string;
  text_de: string;
  text_en: string;
}

export interface MedicationInterpretations {
  effect: Interpretation;
  breakdown: Interpretation;
  dosis: Interpretation;
}

/**
 * How a gene acts on a drug: `prodrug` (the enzyme activates it), `substrate` (the enzyme or
 * transporter clears the active drug), `hypersensitivity` (HLA carrier → immune reaction),
 * `g6pd` (deficiency → haemolysis), `sensitivity` (the drug target, VKORC1), `expressor` (CYP3A5:
 * most Europeans express none; expressors clear the drug faster and need more).
 */
export type RuleKind = 'prodrug' | 'substrate' | 'hypersensitivity' | 'g6pd' | 'sensitivity' | 'expressor';

export interface GeneRule {
  gene: string;
  kind: RuleKind;
  /** Ultrarapid metabolisers: the CPIC advice (prodrugs with toxic metabolites: avoid; cleared drugs: increase or avoid). */
  ultrarapid?: 'avoid' | 'increase' | 'standard';
  /** The CPIC/DPWG advice for the poor and intermediate phenotypes, shown under "Dosis". */
  poor?: [string, string];
  intermediate?: [string, string];
}

interface Verdict {
  result: ResultIndex;
  de: string;
  en: string;
  textDe: string;
  textEn: string;
}
type Chapter = 'effect' | 'breakdown' | 'dosis';

const CHAPTERS: Record<Chapter, [string, string]> = {
  effect: ['Wirkung', 'Wie stark das Medikament bei diesem Genotyp voraussichtlich wirkt.'],
  breakdown: ['Abbau', 'Wie schnell der Körper das Medikament aktiviert, aufnimmt oder abbaut.'],
  dosis: ['Dosis', 'Empfehlung zur Dosierung nach den Leitlinien von CPIC bzw. DPWG.'],
};

const PHENOTYPE_NAMES: Record<Phenotype, [string, string]> = {
  PoorMetabolizer: ['langsamer Metabolisierer', 'poor metaboliser'],
  IntermediateMetabolizer: ['intermediärer Metabolisierer', 'intermediate metaboliser'],
  NormalMetabolizer: ['normaler Metabolisierer', 'normal metaboliser'],
  RapidMetabolizer: ['schneller Metabolisierer', 'rapid metaboliser'],
  UltrarapidMetabolizer: ['ultraschneller Metabolisierer', 'ultrarapid metaboliser'],
  Positive: ['Träger', 'carrier'],
  Negative: ['Nicht-Träger', 'non-carrier'],
  Deficient: ['Enzymmangel', 'deficient'],
  Variable: ['variable Enzymaktivität', 'variable activity'],
  Indeterminate: ['nicht bestimmbar', 'indeterminate'],
};

export function phenotypeName(phenotype: Phenotype, language: 'de' | 'en' = 'de'): string {
  return PHENOTYPE_NAMES[phenotype][language === 'de' ? 0 : 1];
}

const verdict = (result: ResultIndex, de: string, en: string, textDe: string, textEn: string): Verdict => ({
  result,
  de,
  en,
  textDe,
  textEn,
});

type Verdicts = Record<Chapter, Verdict>;

function standard(name: [string, string], gene: string, who: [string, string]): Verdicts {
  const [de, en] = name;
  return {
    effect: verdict(
      2,
      'Normal',
      'Normal',
      `${de} wirkt bei ${gene}-${who[0]}n erwartungsgemäß.`,
      `${en} works as expected in ${gene} ${who[1]}s.`,
    ),
    breakdown: verdict(2, 'Normal', 'Normal', `${gene}-Aktivität normal.`, `Normal ${gene} activity.`),
    dosis: verdict(
      2,
      'Standarddosis',
      'Standard dose',
      `${de}: Standarddosis nach Fachinformation.`,
      `${en}: standard dose per label.`,
    ),
  };
}

// A genotype that allows diplotypes with different phenotypes gives no genotype-based advice (issue 28).
function indeterminate(name: [string, string], gene: string): Verdicts {
  const [de, en] = name;
  const unknown = (label: [string, string]) =>
    verdict(
      1,
      'Nicht bestimmbar',
      'Indeterminate',
      `${gene}-Genotyp nicht eindeutig bestimmbar: ${label[0]}`,
      `${gene} genotype indeterminate: ${label[1]}`,
    );
  return {
    effect: unknown(['die Wirkung lässt sich nicht vorhersagen.', 'the effect cannot be predicted.']),
    breakdown: unknown(['der Abbau lässt sich nicht vorhersagen.', 'the breakdown cannot be predicted.']),
    dosis: unknown([
      `${de} nach Fachinformation dosieren und klinisch überwachen; Genotyp ggf. nachtesten.`,
      `dose ${en} per label with clinical monitoring; consider retesting the genotype.`,
    ]),
  };
}

function geneVerdicts(rule: GeneRule, phenotype: GenePhenotype, name: [string, string]): Verdicts {
  const [de, en] = name;
  const g = rule.gene;
  const who: [string, string] = [
    phenotypeName(phenotype.phenotype),
    phenotypeName(phenotype.phenotype, 'en'),
  ];
  const poor = rule.poor ?? [
    `${de}: Alternative wählen oder Dosis deutlich reduzieren.`,
    `${en}: choose an alternative or reduce the dose considerably.`,
  ];
  const intermediate = rule.intermediate ?? [
    `${de}: Dosis ggf. reduzieren, Wirkung und Nebenwirkungen überwachen.`,
    `${en}: consider a lower dose; monitor effect and side effects.`,
  ];
  const p = phenotype.phenotype;
  if (p === 'Indeterminate') return indeterminate(name, g);
  switch (rule.kind) {
    case 'hypersensitivity':
      if (p !== 'Positive') return standard(name, g, who);
      return {
        effect: verdict(
          0,
          'Überempfindlichkeit',
          'Hypersensitivity',
          `${g}-Träger: hohes Risiko einer schweren Überempfindlichkeitsreaktion auf ${de}.`,
          `${g} carrier: high risk of a severe hypersensitivity reaction to ${en}.`,
        ),
        breakdown: verdict(
          2,
          'Unverändert',
          'Unchanged',
          `Der Abbau von ${de} ist nicht verändert.`,
          `Breakdown of ${en} is unchanged.`,
        ),
        dosis: verdict(0, 'Kontraindiziert', 'Contraindicated', poor[0], poor[1]),
      };
    case 'g6pd':
      if (p === 'Variable')
        return {
          effect: verdict(
            1,
            'Hämolyserisiko möglich',
            'Possible risk of haemolysis',
            `G6PD heterozygot (variable Aktivität): ${de} kann bei Mangel eine Hämolyse auslösen.`,
            `G6PD heterozygous (variable activity): ${en} may cause haemolysis if activity is deficient.`,
          ),
          breakdown: verdict(
            2,
            'Unverändert',
            'Unchanged',
            `Der Abbau von ${de} ist nicht verändert.`,
            `Breakdown of ${en} is unchanged.`,
          ),
          // CPIC 2022: variable phenotype → measure G6PD activity before use; deficient → avoid.
          dosis: verdict(
            1,
            'Aktivität messen',
            'Measure activity',
            `Vor ${de} die G6PD-Aktivität messen; bei Mangel kontraindiziert, Alternative wählen.`,
            `Measure G6PD activity before ${en}; if deficient it is contraindicated, choose an alternative.`,
          ),
        };
      if (p !== 'Deficient') return standard(name, g, who);
      return {
        effect: verdict(
          0,
          'Hämolyserisiko',
          'Risk of haemolysis',
          `G6PD-Mangel: ${de} kann eine akute Hämolyse auslösen.`,
          `G6PD deficiency: ${en} may cause acute haemolysis.`,
        ),
        breakdown: verdict(
          2,
          'Unverändert',
          'Unchanged',
          `Der Abbau von ${de} ist nicht verändert.`,
          `Breakdown of ${en} is unchanged.`,
        ),
        dosis: verdict(0, 'Kontraindiziert', 'Contraindicated', poor[0], poor[1]),
      };
    case 'sensitivity':
      if (p === 'PoorMetabolizer')
        return {
          effect: verdict(
            0,
            'Stark verstärkt',
            'Strongly increased',
            `VKORC1 -1639 AA: hohe Empfindlichkeit für ${de}, erhöhtes Blutungsrisiko.`,
            `VKORC1 -1639 AA: high sensitivity to ${en}, increased bleeding risk.`,
          ),
          breakdown: verdict(
            2,
            'Unverändert',
            'Unchanged',
            `Der Abbau von ${de} hängt nicht von VKORC1 ab.`,
            `Breakdown of ${en} does not depend on VKORC1.`,
          ),
          dosis: verdict(0, 'Deutlich reduzieren', 'Reduce considerably', poor[0], poor[1]),
        };
      if (p === 'IntermediateMetabolizer')
        return {
          effect: verdict(
            1,
            'Verstärkt',
            'Increased',
            `VKORC1 -1639 GA: mäßig erhöhte Empfindlichkeit für ${de}.`,
            `VKORC1 -1639 GA: moderately increased sensitivity to ${en}.`,
          ),
          breakdown: verdict(
            2,
            'Unverändert',
            'Unchanged',
            `Der Abbau von ${de} hängt nicht von VKORC1 ab.`,
            `Breakdown of ${en} does not depend on VKORC1.`,
          ),
          dosis: verdict(1, 'Reduzieren', 'Reduce', intermediate[0], intermediate[1]),
        };
      return standard(name, g, who);
    case 'expressor':
      if (p === 'PoorMetabolizer') return standard(name, g, who);
      return {
        effect: verdict(
          3,
          'Vermindert',
          'Reduced',
          `${g}-Expressor (${who[0]}): niedrigere Spiegel von ${de}, Wirkung bei Standarddosis vermindert.`,
          `${g} expressor (${who[1]}): lower ${en} levels; reduced effect at the standard dose.`,
        ),
        breakdown: verdict(
          3,
          'Beschleunigt',
          'Accelerated',
          `${g} baut ${de} beschleunigt ab.`,
          `${g} clears ${en} faster.`,
        ),
        dosis: verdict(3, 'Erhöhen', 'Increase', poor[0], poor[1]),
      };
    case 'prodrug':
      if (p === 'PoorMetabolizer')
        return {
          effect: verdict(
            0,
            'Stark vermindert',
            'Strongly reduced',
            `${g}-${who[0]}: ${de} wird kaum aktiviert und wirkt stark vermindert.`,
            `${g} ${who[1]}: ${en} is hardly activated; strongly reduced effect.`,
          ),
          breakdown: verdict(
            0,
            'Aktivierung stark vermindert',
            'Activation strongly reduced',
            `Die Aktivierung von ${de} durch ${g} ist stark vermindert.`,
            `Activation of ${en} by ${g} is strongly reduced.`,
          ),
          dosis: verdict(0, 'Alternative wählen', 'Choose alternative', poor[0], poor[1]),
        };
      if (p === 'IntermediateMetabolizer')
        return {
          effect: verdict(
            1,
            'Vermindert',
            'Reduced',
            `${g}-${who[0]}: ${de} wirkt möglicherweise vermindert.`,
            `${g} ${who[1]}: ${en} may have a reduced effect.`,
          ),
          breakdown: verdict(
            1,
            'Aktivierung vermindert',
            'Activation reduced',
            `Die Aktivierung von ${de} durch ${g} ist vermindert.`,
            `Activation of ${en} by ${g} is reduced.`,
          ),
          dosis: verdict(1, 'Alternative erwägen', 'Consider alternative', intermediate[0], intermediate[1]),
        };
      if (p === 'UltrarapidMetabolizer' && rule.ultrarapid === 'avoid')
        return {
          effect: verdict(
            3,
            'Verstärkt (Toxizität)',
            'Increased (toxicity)',
            `${g}-${who[0]}: ${de} wird sehr schnell aktiviert; Risiko schwerer Nebenwirkungen.`,
            `${g} ${who[1]}: ${en} is activated very quickly; risk of serious side effects.`,
          ),
          breakdown: verdict(
            3,
            'Aktivierung stark beschleunigt',
            'Activation strongly accelerated',
            `Die Aktivierung von ${de} durch ${g} ist stark beschleunigt.`,
            `Activation of ${en} by ${g} is strongly accelerated.`,
          ),
          dosis: verdict(
            0,
            'Vermeiden',
            'Avoid',
            `${de} vermeiden; Alternative ohne ${g}-Aktivierung wählen.`,
            `Avoid ${en}; choose an alternative not activated by ${g}.`,
          ),
        };
      if (p === 'UltrarapidMetabolizer' || p === 'RapidMetabolizer')
        return {
          effect: verdict(
            2,
            'Normal',
            'Normal',
            `${g}-${who[0]}: ${de} wirkt erwartungsgemäß.`,
            `${g} ${who[1]}: ${en} works as expected.`,
          ),
          breakdown: verdict(
            3,
            'Aktivierung beschleunigt',
            'Activation accelerated',
            `Die Aktivierung von ${de} durch ${g} ist beschleunigt.`,
            `Activation of ${en} by ${g} is accelerated.`,
          ),
          dosis: verdict(
            2,
            'Standarddosis',
            'Standard dose',
            `${de}: Standarddosis nach Fachinformation.`,
            `${en}: standard dose per label.`,
          ),
        };
      return standard(name, g, who);
    case 'substrate':
      if (p === 'PoorMetabolizer')
        return {
          effect: verdict(
            1,
            'Nebenwirkungsrisiko',
            'Risk of side effects',
            `${g}-${who[0]}: stark erhöhte Spiegel von ${de}, erhöhtes Nebenwirkungsrisiko.`,
            `${g} ${who[1]}: much higher ${en} levels, increased risk of side effects.`,
          ),
          breakdown: verdict(
            0,
            'Stark verlangsamt',
            'Strongly slowed',
            `${g} baut ${de} stark verlangsamt ab bzw. nimmt es kaum auf.`,
            `${g} clears ${en} very slowly.`,
          ),
          dosis: verdict(0, 'Deutlich reduzieren', 'Reduce considerably', poor[0], poor[1]),
        };
      if (p === 'IntermediateMetabolizer')
        return {
          effect: verdict(
            1,
            'Leicht verstärkt',
            'Slightly increased',
            `${g}-${who[0]}: erhöhte Spiegel von ${de} möglich.`,
            `${g} ${who[1]}: ${en} levels may be higher.`,
          ),
          breakdown: verdict(
            1,
            'Verlangsamt',
            'Slowed',
            `${g} baut ${de} verlangsamt ab.`,
            `${g} clears ${en} more slowly.`,
          ),
          dosis: verdict(1, 'Ggf. reduzieren', 'Consider reducing', intermediate[0], intermediate[1]),
        };
      if (p === 'UltrarapidMetabolizer' || p === 'RapidMetabolizer') {
        const strong = p === 'UltrarapidMetabolizer';
        const advice = strong ? (rule.ultrarapid ?? 'increase') : 'standard';
        return {
          effect: verdict(
            strong ? 3 : 2,
            strong ? 'Vermindert' : 'Normal',
            strong ? 'Reduced' : 'Normal',
            strong
              ? `${g}-${who[0]}: niedrigere Spiegel von ${de}, Wirkung möglicherweise vermindert.`
              : `${g}-${who[0]}: ${de} wirkt in der Regel erwartungsgemäß.`,
            strong
              ? `${g} ${who[1]}: lower ${en} levels, effect may be reduced.`
              : `${g} ${who[1]}: ${en} usually works as expected.`,
          ),
          breakdown: verdict(
            3,
            'Beschleunigt',
            'Accelerated',
            `${g} baut ${de} beschleunigt ab.`,
            `${g} clears ${en} faster.`,
          ),
          dosis:
            advice === 'avoid'
              ? verdict(
                  0,
                  'Alternative wählen',
                  'Choose alternative',
                  `${de}: Alternative wählen, die nicht über ${g} abgebaut wird.`,
                  `${en}: choose an alternative not cleared by ${g}.`,
                )
              : advice === 'increase'
                ? verdict(
                    3,
                    'Ggf. erhöhen',
                    'Consider increasing',
                    `${de}: Dosis ggf. erhöhen und Wirkung überwachen.`,
                    `${en}: consider a higher dose and monitor the effect.`,
                  )
                : verdict(
                    2,
                    'Standarddosis',
                    'Standard dose',
                    `${de}: Standarddosis nach Fachinformation.`,
                    `${en}: standard dose per label.`,
                  ),
        };
      }
      return standard(name, g, who);
  }
}

// Worst first: red, then the yellows, then green.
const SEVERITY: Record<ResultIndex, number> = { 0: 0, 1: 1, 3: 2, 2: 3 };

/**
 * The three interpretations of a medication from the patient's phenotypes: each chapter takes the
 * gene with the most serious finding. Null when none of the medication's genes was analysed.
 */
export function interpretMedication(
  name: [string, string],
  rules: GeneRule[],
  phenotypes: Map<string, GenePhenotype>,
): MedicationInterpretations | null {
  const all = rules.flatMap((rule) => {
    const phenotype = phenotypes.get(rule.gene);
    return phenotype ? [geneVerdicts(rule, phenotype, name)] : [];
  });
  if (!all.length) return null;
  const pick = (chapter: Chapter): Interpretation => {
    const worst = all
      .map((verdicts) => verdicts[chapter])
      .sort((a, b) => SEVERITY[a.result] - SEVERITY[b.result])[0];
    return {
      chapter: CHAPTERS[chapter][0],
      chapter_text: CHAPTERS[chapter][1],
      result: worst.result,
      result_text: worst.de,
      text_de: worst.textDe,
      text_en: worst.textEn,
    };
  };
  return { effect: pick('effect'), breakdown: pick('breakdown'), dosis: pick('dosis') };
}
