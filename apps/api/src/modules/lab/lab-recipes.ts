import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecipeIngredient } from '../formulas/entities/supplement-recipe.entity.js';

/** A supplements part's kept recipe, as the lab sender needs it. */
export interface KeptRecipe {
  items: RecipeIngredient[];
  approved_at: Date | null;
}

/**
 * What the lab sender needs of the recipes, supplied by the area that owns them (formulas registers it):
 * the part's kept recipe, the patient's current doses, and keeping what was parked or sent. Every call
 * runs with the sender's manager (in its transaction where it has one).
 */
export interface RecipeSource {
  kept(manager: EntityManager, noiOrderId: string): Promise<KeptRecipe | null>;
  /** The recipe of the patient's current doses (a supplements-only order). */
  current(manager: EntityManager, patientId: string): Promise<RecipeIngredient[]>;
  /** No dose to produce: an empty recipe kept for the doctor's review. */
  keepEmpty(manager: EntityManager, noiOrderId: string, patientId: string): Promise<void>;
  /** The recipe sent to production, kept with the part and approved now. */
  keepSent(
    manager: EntityManager,
    noiOrderId: string,
    patientId: string,
    items: RecipeIngredient[],
  ): Promise<void>;
}

/** The lab's slot for the recipe source (dependency inversion: the lab sits below formulas). */
@Injectable()
export class LabRecipes implements RecipeSource {
  private source: RecipeSource | null = null;

  register(source: RecipeSource): void {
    this.source = source;
  }

  kept(manager: EntityManager, noiOrderId: string): Promise<KeptRecipe | null> {
    return this.registered().kept(manager, noiOrderId);
  }

  current(manager: EntityManager, patientId: string): Promise<RecipeIngredient[]> {
    return this.registered().current(manager, patientId);
  }

  keepEmpty(manager: EntityManager, noiOrderId: string, patientId: string): Promise<void> {
    return this.registered().keepEmpty(manager, noiOrderId, patientId);
  }

  keepSent(
    manager: EntityManager,
    noiOrderId: string,
    patientId: string,
    items: RecipeIngredient[],
  ): Promise<void> {
    return this.registered().keepSent(manager, noiOrderId, patientId, items);
  }

  private registered(): RecipeSource {
    if (!this.source)
      throw new Error('No recipe source is registered with the lab (the formulas area registers it).');
    return this.source;
  }
}
