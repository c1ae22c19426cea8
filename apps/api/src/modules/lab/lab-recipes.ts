import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecipeDose } from './lab-order-payload.js';

/** A supplements part's kept recipe, as the lab sender needs it. */
export interface KeptRecipe {
  items: RecipeDose[];
  approved_at: Date | null;
}

/**
 * What the lab sender needs of the recipes, supplied by the area that owns them (formulas registers it):
 * the part's kept recipe, the patient's current doses, and keeping what was parked or sent. Every call
 * runs with the sender's manager (in its transaction where it has one). The lab reads of a dose only what
 * production needs (RecipeDose); the owner's doses carry more, and `keepSent` gets back, unchanged, the
 * doses that `kept` or `current` answered.
 */
export interface RecipeSource {
  kept(manager: EntityManager, noiOrderId: string): Promise<KeptRecipe | null>;
  /** The recipe of the patient's current doses (a supplements-only order). */
  current(manager: EntityManager, patientId: string): Promise<RecipeDose[]>;
  /** No dose to produce: an empty recipe kept for the doctor's review. */
  keepEmpty(manager: EntityManager, noiOrderId: string, patientId: string): Promise<void>;
  /** The recipe sent to production, kept with the part and approved now. */
  keepSent(manager: EntityManager, noiOrderId: string, patientId: string, items: RecipeDose[]): Promise<void>;
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

  current(manager: EntityManager, patientId: string): Promise<RecipeDose[]> {
    return this.registered().current(manager, patientId);
  }

  keepEmpty(manager: EntityManager, noiOrderId: string, patientId: string): Promise<void> {
    return this.registered().keepEmpty(manager, noiOrderId, patientId);
  }

  keepSent(
    manager: EntityManager,
    noiOrderId: string,
    patientId: string,
    items: RecipeDose[],
  ): Promise<void> {
    return this.registered().keepSent(manager, noiOrderId, patientId, items);
  }

  private registered(): RecipeSource {
    if (!this.source)
      throw new Error('No recipe source is registered with the lab (the formulas area registers it).');
    return this.source;
  }
}
