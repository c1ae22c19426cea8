import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { formattedUnit } from '../../results/micronutrients/formatted-unit.js';
import { allMicronutrients, type Micronutrient, micronutrientsByIds } from '../../results/index.js';
import { FormulaInputCatalogueService } from '../calculation/formula-input-catalogue.service.js';
import { MicronutrientRecommendation } from '../entities/micronutrient-recommendation.entity.js';
import { ProposalStatus, RecipeChangeProposal } from '../entities/recipe-change-proposal.entity.js';
import { SupplementRecipe } from '../entities/supplement-recipe.entity.js';
import { explainOrigin, explainRecommendation } from './dose-explanation.js';
import { warningsFor } from './recipe-builder.js';
import type { DoseExplanation, RecipeChangeProposalView, SupplementRecipeView } from './recipe.types.js';

/** Read side of recipes and recommendations; each method answers a whole batch in a fixed number of statements. */
@Injectable()
export class RecipeViews {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inputCatalogue: FormulaInputCatalogueService,
  ) {}

  private async bounds(ids: readonly string[]): Promise<Map<string, Micronutrient>> {
    if (!ids.length) return new Map();
    const rows = await micronutrientsByIds(this.dataSource.manager, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Recipes of supplements parts; null until a recipe was made or production was requested. */
  async recipes(partIds: readonly string[]): Promise<(SupplementRecipeView | null)[]> {
    const rows = await this.dataSource
      .getRepository(SupplementRecipe)
      .findBy({ noi_order_id: In([...partIds]) });
    const byPart = new Map(rows.map((row) => [row.noi_order_id, row]));
    const [catalogue, bounds] = await Promise.all([
      this.inputCatalogue.catalogue(),
      this.bounds(rows.flatMap((row) => row.items.map((item) => item.micronutrient_id))),
    ]);
    return partIds.map((id) => {
      const recipe = byPart.get(id);
      // Before the recipe is made there is only a request to start once it is: shown, with no items.
      if (!recipe || (!recipe.computed_at && !recipe.start_when_ready)) return null;
      return {
        computed_at: recipe.computed_at,
        approved_at: recipe.approved_at,
        start_when_ready: recipe.start_when_ready,
        items: recipe.items.map((item) => ({
          micronutrient_id: item.micronutrient_id,
          name: item.name,
          quantity: item.quantity,
          formattedUnit: item.formattedUnit,
          warnings: item.warnings,
          explanation: explainOrigin(
            item.origin,
            bounds.get(item.micronutrient_id) ?? { min_value: 0, max_value: 0 },
            catalogue,
            recipe.computed_at,
          ),
        })),
      };
    });
  }

  /** Explanations of recommendations by their ids (PatientMicronutrient.recommendation_id). */
  async explanations(recommendationIds: readonly string[]): Promise<(DoseExplanation | null)[]> {
    const rows = await this.dataSource
      .getRepository(MicronutrientRecommendation)
      .findBy({ id: In([...recommendationIds]) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [catalogue, bounds] = await Promise.all([
      this.inputCatalogue.catalogue(),
      this.bounds(rows.map((row) => row.micronutrient_id)),
    ]);
    return recommendationIds.map((id) => {
      const row = byId.get(id);
      const limits = row && bounds.get(row.micronutrient_id);
      return row && limits ? explainRecommendation(row, limits, catalogue) : null;
    });
  }

  /** Pharmacogenetic warnings per patient: micronutrient id → texts. */
  async warnings(patientIds: readonly string[]): Promise<Map<string, string[]>[]> {
    const micronutrients = await allMicronutrients(this.dataSource.manager);
    const idOf = new Map(micronutrients.map((m) => [m.code, m.id]));
    return Promise.all(
      patientIds.map(async (patientId) => {
        const byCode = await warningsFor(this.dataSource.manager, patientId);
        return new Map([...byCode].map(([code, texts]) => [idOf.get(code) ?? code, texts]));
      }),
    );
  }

  /** The patient's pending recipe change proposals. */
  async proposals(patientId: string): Promise<RecipeChangeProposalView[]> {
    const rows = await this.dataSource.getRepository(RecipeChangeProposal).find({
      where: { patient_id: patientId, status: ProposalStatus.Pending },
      order: { id: 'ASC' },
    });
    if (!rows.length) return [];
    const [catalogue, bounds, explanations] = await Promise.all([
      this.inputCatalogue.catalogue(),
      this.bounds(rows.map((row) => row.micronutrient_id)),
      this.explanations(rows.map((row) => row.recommendation_id)),
    ]);
    return rows.map((row, index) => {
      const micronutrient = bounds.get(row.micronutrient_id);
      return {
        id: row.id,
        micronutrient_id: row.micronutrient_id,
        micronutrient_name: micronutrient?.name_de ?? '',
        formattedUnit: formattedUnit(micronutrient?.unit ?? ''),
        old_value: row.old_value,
        new_value: row.new_value,
        explanation: explanations[index]!,
        changed_inputs: row.changed_inputs.map((input) => ({
          ...input,
          label: catalogue.byName.get(input.name)?.label ?? input.name,
        })),
        created_at: row.created_at,
      };
    });
  }
}
