import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FormulaRun } from './entities/formula-run.entity.js';
import { FormulaTemplateVersion } from './entities/formula-template-version.entity.js';
import { FormulaTemplate } from './entities/formula-template.entity.js';
import { MicronutrientRecommendation } from './entities/micronutrient-recommendation.entity.js';
import { RecipeChangeProposal } from './entities/recipe-change-proposal.entity.js';
import { SupplementRecipe } from './entities/supplement-recipe.entity.js';

/**
 * The formulas' tables, registered wherever they are read: the patients' micronutrients point at their
 * recommendation, and the lab sends a part's recipe.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      FormulaTemplate,
      FormulaTemplateVersion,
      FormulaRun,
      MicronutrientRecommendation,
      SupplementRecipe,
      RecipeChangeProposal,
    ]),
  ],
  exports: [TypeOrmModule],
})
export class FormulaEntitiesModule {}
