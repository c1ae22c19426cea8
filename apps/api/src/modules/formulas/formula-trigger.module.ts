import { Module } from '@nestjs/common';
import { FormulaTrigger } from './formula-trigger.service.js';

/** What other areas need of the formulas in both processes: queueing a patient's recalculation. */
@Module({ providers: [FormulaTrigger], exports: [FormulaTrigger] })
export class FormulaTriggerModule {}
