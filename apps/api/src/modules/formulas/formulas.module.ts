import { FormulaEntitiesModule } from './formula-entities.module.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { LabCoreModule } from '../lab/index.js';
import { MicronutrientsModule } from '../results/micronutrients/micronutrients.module.js';
import { PatientProcessingService, PatientsModule } from '../patients/index.js';
import { FormulaInputCatalogueService } from './calculation/formula-input-catalogue.service.js';
import { FormulaQueueProbe } from './formula-queue-probe.js';
import { FormulaTrigger } from './formula-trigger.service.js';
import { FormulasOnChanges } from './recalculation.listeners.js';
import { ProductionApproval } from './recipe/production-approval.service.js';
import { RecipeProposals } from './recipe/recipe-proposals.service.js';
import {
  NoiOrderRecipeResolver,
  PatientMicronutrientExplanationResolver,
  PatientRecipeProposalsResolver,
  RecipeResolver,
} from './recipe/recipe.resolver.js';
import { RecipeViews } from './recipe/recipe-views.service.js';
import { FormulaTemplatesResolver } from './templates/formula-templates.resolver.js';
import { FormulaTemplatesService } from './templates/formula-templates.service.js';

/** API side: the formula tool, the recipe's review and approval, the explained doses. */
@Module({
  imports: [FormulaEntitiesModule, AuditModule, LabCoreModule, MicronutrientsModule, PatientsModule],
  providers: [
    FormulaTrigger,
    FormulaQueueProbe,
    FormulasOnChanges,
    FormulaInputCatalogueService,
    FormulaTemplatesService,
    FormulaTemplatesResolver,
    RecipeViews,
    ProductionApproval,
    RecipeProposals,
    RecipeResolver,
    NoiOrderRecipeResolver,
    PatientMicronutrientExplanationResolver,
    PatientRecipeProposalsResolver,
  ],
})
export class FormulasModule implements OnModuleInit {
  constructor(
    private readonly processing: PatientProcessingService,
    private readonly probe: FormulaQueueProbe,
  ) {}

  // A patient's data that feeds the formula is locked while a calculation for them runs.
  onModuleInit(): void {
    this.processing.register(this.probe);
  }
}
