import type { DataSource } from 'typeorm';
import { FormulaInputCatalogueService } from '../../../modules/formulas/calculation/formula-input-catalogue.service.js';
import { compileFormula } from '../../../modules/formulas/engine/index.js';
import { FormulaTemplate } from '../../../modules/formulas/entities/formula-template.entity.js';
import { FormulaTemplateVersion } from '../../../modules/formulas/entities/formula-template-version.entity.js';
import { Micronutrient } from '../../../modules/results/micronutrients/micronutrient.entity.js';
import { FORMULA_TEMPLATES } from './formula-templates.data.js';

/**
 * The starting formula per micronutrient. Unlike the other reference data this is not an upsert:
 * formula managers own the templates once they exist, so a micronutrient that has (or had) a template
 * is left alone. Each seed formula must compile and give its expected output, or seeding stops.
 */
export async function seedFormulaTemplates(dataSource: DataSource): Promise<number> {
  const catalogue = await new FormulaInputCatalogueService(dataSource).catalogue();
  const micronutrients = await dataSource.getRepository(Micronutrient).find();
  const idOf = new Map(micronutrients.map((m) => [m.code, m.id]));
  let inserted = 0;
  await dataSource.transaction(async (manager) => {
    for (const seed of FORMULA_TEMPLATES) {
      const micronutrientId = idOf.get(seed.micronutrientCode);
      if (!micronutrientId) throw new Error(`formula seed: unknown micronutrient ${seed.micronutrientCode}`);
      const compiled = compileFormula(seed.formula, catalogue.isKnown);
      const output = compiled.evaluate(new Map(Object.entries(seed.testInput)));
      if (Math.abs(output - seed.expectedOutput) > 0.01)
        throw new Error(
          `formula seed ${seed.micronutrientCode}: expected ${seed.expectedOutput}, got ${output}`,
        );
      if (await manager.existsBy(FormulaTemplate, { micronutrient_id: micronutrientId })) continue;
      const testInput = JSON.stringify(seed.testInput);
      const template = await manager.save(
        manager.create(FormulaTemplate, {
          name: seed.name,
          formula: seed.formula,
          micronutrient_id: micronutrientId,
          test_input_value: testInput,
          test_output_value: Math.round(output * 10_000) / 10_000,
          inputs: [...compiled.inputs],
          sort_order: seed.sortOrder,
          version: 1,
          is_deleted: false,
        }),
      );
      await manager.insert(FormulaTemplateVersion, {
        template_id: template.id,
        version: 1,
        name: seed.name,
        formula: seed.formula,
        test_input_value: testInput,
        test_output_value: template.test_output_value,
        is_deleted: false,
        created_by: null,
      });
      inserted += 1;
    }
  });
  return inserted;
}
