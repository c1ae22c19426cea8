import { Module } from '@nestjs/common';
import { LabCoreModule } from '../lab/index.js';
import { FormulaCalculation } from './calculation/formula-calculation.service.js';
import { FormulaInputCatalogueService } from './calculation/formula-input-catalogue.service.js';
import { FormulaEntitiesModule } from './formula-entities.module.js';
import { FormulasProcessor } from './formulas.processor.js';
import { FormulaTrigger } from './formula-trigger.service.js';
import { FormulasOnChanges } from './recalculation.listeners.js';
import { RecipeReview } from './recipe/recipe-review.service.js';

/** Worker side: the per-patient calculation and what follows it for the recipe. */
@Module({
  imports: [FormulaEntitiesModule, LabCoreModule],
  providers: [
    FormulaInputCatalogueService,
    FormulaCalculation,
    RecipeReview,
    FormulasProcessor,
    FormulaTrigger,
    FormulasOnChanges,
  ],
})
export class FormulasWorkerModule {}
