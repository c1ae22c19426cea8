import type { EntityManager } from 'typeorm';
import type { RecipeSource } from '../../lab/index.js';
import { SupplementRecipe } from '../entities/supplement-recipe.entity.js';
import { buildRecipe } from './recipe-builder.js';

/** The recipes as the lab sender reads and keeps them (registered into the lab's LabRecipes). */
export const recipesForLab: RecipeSource = {
  kept: (manager, noiOrderId) => manager.findOneBy(SupplementRecipe, { noi_order_id: noiOrderId }),
  current: (manager, patientId) => buildRecipe(manager, patientId),
  keepEmpty: async (manager: EntityManager, noiOrderId, patientId) => {
    await manager.upsert(
      SupplementRecipe,
      { noi_order_id: noiOrderId, patient_id: patientId, items: [], computed_at: new Date() },
      ['noi_order_id'],
    );
  },
  keepSent: async (manager, noiOrderId, patientId, items) => {
    const now = new Date();
    await manager.upsert(
      SupplementRecipe,
      { noi_order_id: noiOrderId, patient_id: patientId, items, computed_at: now, approved_at: now },
      ['noi_order_id'],
    );
  },
};
