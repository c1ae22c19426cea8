import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { NoiOrder } from '../../orders/noi-order.entity.js';
import type { ClampSide } from './micronutrient-recommendation.entity.js';

/** Why an ingredient has its dose: the formula run behind it, or the doctor's own value. */
export interface RecipeDoseOrigin {
  source: 'formula' | 'doctor';
  recommendation_id: string | null;
  template_id: string | null;
  template_name: string | null;
  template_version: number | null;
  raw_value: number | null;
  clamped: ClampSide | null;
  inputs: Record<string, number | null>;
}

export interface RecipeIngredient {
  micronutrient_id: string;
  code: string;
  name: string;
  quantity: number;
  unit: string;
  formattedUnit: string;
  origin: RecipeDoseOrigin;
  /** Pharmacogenetic warnings (German), e.g. a reported anticoagulant with a VKORC1 result. */
  warnings: string[];
}

/**
 * The recipe of one supplements part (one row per noi_orders row of type supplements): made from the
 * patient's micronutrient values when the part is ready for production, reviewed by the doctor while the
 * part is Delayed, and sent to production as `sent_data.orderedProducts[].ingredients`.
 */
@Entity({ name: 'supplement_recipes' })
export class SupplementRecipe {
  @PrimaryColumn({ type: 'bigint' })
  noi_order_id: string;

  @ManyToOne('NoiOrder', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'noi_order_id' })
  part?: NoiOrder;

  @Column({ type: 'bigint' })
  patient_id: string;

  /** Empty until the recipe is made (a row may exist earlier: production requested while waiting). */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  items: RecipeIngredient[];

  @Column({ type: 'timestamptz', nullable: true })
  computed_at: Date | null;

  /** startProductionImmediately while the analyses are pending: production starts once the recipe is made. */
  @Column({ type: 'boolean', default: false })
  start_when_ready: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  approved_at: Date | null;

  @Column({ type: 'bigint', nullable: true })
  approved_by: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
