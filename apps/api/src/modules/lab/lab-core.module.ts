import { Module } from '@nestjs/common';
import { LabDispatch } from './lab-dispatch.service.js';
import { LabOnOrderPaid } from './order-paid.listener.js';
import { LabRecipeSweep } from './lab-recipe-sweep.js';
import { LabRecipes } from './lab-recipes.js';
import { LabOnSampleRegistered } from './sample-registered.listener.js';

/**
 * What other areas need of the lab exchange in both processes: queueing parts that are ready, and the
 * listeners that do it (a paid order, a registered sample), and the slots formulas fill (the
 * recipes' sweep step, the recipe source of the lab sender).
 */
@Module({
  providers: [LabDispatch, LabOnOrderPaid, LabOnSampleRegistered, LabRecipeSweep, LabRecipes],
  exports: [LabDispatch, LabRecipeSweep, LabRecipes],
})
export class LabCoreModule {}
