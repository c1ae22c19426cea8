import type { EntityManager } from 'typeorm';
import type { RecipeSource } from '../../lab/index.js';
import { type RecipeIngredient, SupplementRecipe } from '../entities/supplement-recipe.entity.js';
import { buildRecipe } from './recipe-builder.js';

/**
 * The recipes as the lab sender reads and keeps them (registered into the lab's LabRecipes). The lab
 * reads of our ingredients only what production needs, and hands `keepSent` back the ingredients that
 * `kept` or `current` gave it: whole RecipeIngredients.
 */
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
  keepSent: async (manager, noiOrderId, patientId, items: RecipeIngredient[]) => {
    const now = new Date();
    await manager.upsert(
      SupplementRecipe,
      { noi_order_id: noiOrderId, patient_id: patientId, items, computed_at: now, approved_at: now },
      ['noi_order_id'],
    );
  },
};
