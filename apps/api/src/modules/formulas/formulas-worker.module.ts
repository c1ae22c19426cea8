import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisParameter } from '../results/blood-analysis/entities/analysis-parameter.entity.js';
import { DnaMarker } from '../results/dna-analysis/entities/dna-marker.entity.js';
import { GenotypeResult } from '../results/dna-analysis/entities/genotype-result.entity.js';
import { LabCoreModule } from '../lab/index.js';
import { Micronutrient } from '../results/micronutrients/micronutrient.entity.js';
import { NoiOrder } from '../orders/noi-order.entity.js';
import { Order } from '../orders/order.entity.js';
import { PatientMicronutrient } from '../results/micronutrients/doses/patient-micronutrient.entity.js';
import { Patient } from '../patients/entities/patient.entity.js';
import { LifestyleQuestion } from '../patients/lifestyle/lifestyle-question.entity.js';
import { PatientLifestyleAnswer } from '../patients/lifestyle/patient-lifestyle-answer.entity.js';
import { UserEntitiesModule } from '../users/user-entities.module.js';
import { FormulaCalculation } from './calculation/formula-calculation.service.js';
import { FormulaInputCatalogueService } from './calculation/formula-input-catalogue.service.js';
import { FormulaEntitiesModule } from './formula-entities.module.js';
import { FormulasProcessor } from './formulas.processor.js';
import { FormulaTrigger } from './formula-trigger.service.js';
import { FormulasOnChanges } from './recalculation.listeners.js';
import { RecipeReview } from './recipe/recipe-review.service.js';

/** Worker side: the per-patient calculation and what follows it for the recipe. */
@Module({
  imports: [
    // What a calculation reads: the patient, their results and answers, the catalogues, their orders.
    TypeOrmModule.forFeature([
      AnalysisParameter,
      DnaMarker,
      GenotypeResult,
      LifestyleQuestion,
      PatientLifestyleAnswer,
      Micronutrient,
      Patient,
      PatientMicronutrient,
      Order,
      NoiOrder,
    ]),
    UserEntitiesModule,
    FormulaEntitiesModule,
    LabCoreModule,
  ],
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
