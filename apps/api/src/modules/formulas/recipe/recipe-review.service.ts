import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  delayPartForReview,
  deriveOrderStatus,
  findPart,
  lockOrder,
  NoiOrderStatus,
  OrderStatus,
} from '../../orders/index.js';
import type { MicronutrientRecommendation } from '../entities/micronutrient-recommendation.entity.js';
import {
  type ChangedInput,
  ProposalStatus,
  RecipeChangeProposal,
} from '../entities/recipe-change-proposal.entity.js';
import { SupplementRecipe } from '../entities/supplement-recipe.entity.js';
import { buildRecipe } from './recipe-builder.js';

// A supplements part that waits for results which are all in: paid, not cancelled, not yet sent, and
// every analysis part of the same order has its results (or was cancelled).
const RESULTS_IN = `
  part.type = 'supplements' AND part.status = 'WaitingForResults' AND part.noi_order_id IS NULL
  AND ord.payment_status = 'Success' AND ord.status <> ${OrderStatus.Canceled}
  AND NOT EXISTS (
    SELECT 1 FROM noi_orders analysis
    WHERE analysis.order_id = part.order_id AND analysis.type <> 'supplements'
      AND analysis.status NOT IN ('ResultsReady', 'Canceled'))`;

const WAITING_PARTS_SQL = `
  SELECT part.id, part.order_id AS "orderId"
  FROM noi_orders part JOIN orders ord ON ord.id = part.order_id
  WHERE ord.patient_id = $1 AND ${RESULTS_IN}
  ORDER BY part.id`;

/**
 * Patients with such a part for longer than a calculation takes: the calculation that makes its recipe
 * was lost (Redis down when the results came). The lab sweep queues them again.
 */
export async function patientsWithRecipeDue(
  manager: EntityManager,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await manager.query<{ patientId: string }[]>(
    `SELECT DISTINCT ord.patient_id::text AS "patientId"
     FROM noi_orders part JOIN orders ord ON ord.id = part.order_id
     WHERE ${RESULTS_IN} AND part.updated_at < $1
     LIMIT $2`,
    [before, limit],
  );
  return rows.map((row) => row.patientId);
}

// The plan in production: the newest supplements part whose recipe was approved and is not cancelled.
const ACTIVE_PLAN_SQL = `
  SELECT recipe.noi_order_id
  FROM supplement_recipes recipe JOIN noi_orders part ON part.id = recipe.noi_order_id
  WHERE recipe.patient_id = $1 AND recipe.approved_at IS NOT NULL
    AND part.status NOT IN ('Canceled', 'NotEnoughData')
  ORDER BY recipe.noi_order_id DESC LIMIT 1`;

/**
 * The recipe's life after a calculation: parts waiting for results get their recipe and go to the
 * doctor's review (Delayed), or straight to production when the doctor asked for it in advance; and a
 * plan already in production gets change proposals instead of silently changed doses.
 */
@Injectable()
export class RecipeReview {
  async activePlan(manager: EntityManager, patientId: string): Promise<SupplementRecipe | null> {
    const [row] = await manager.query<{ noi_order_id: string }[]>(ACTIVE_PLAN_SQL, [patientId]);
    return row ? manager.findOneBy(SupplementRecipe, { noi_order_id: row.noi_order_id }) : null;
  }

  /** Answers the orders whose supplements part became ready to send (queued after the commit). */
  async advanceWaitingParts(manager: EntityManager, patientId: string, now: Date): Promise<string[]> {
    const waiting = await manager.query<{ id: string; orderId: string }[]>(WAITING_PARTS_SQL, [patientId]);
    const ready: string[] = [];
    for (const { id, orderId } of waiting) {
      await lockOrder(manager, orderId);
      const part = await findPart(manager, id);
      if (part?.status !== NoiOrderStatus.WaitingForResults) continue;
      const items = await buildRecipe(manager, patientId);
      const existing = await manager.findOneBy(SupplementRecipe, { noi_order_id: id });
      const approve = Boolean(existing?.start_when_ready && items.length);
      await manager.upsert(
        SupplementRecipe,
        {
          noi_order_id: id,
          patient_id: patientId,
          items,
          computed_at: now,
          start_when_ready: existing?.start_when_ready ?? false,
          approved_at: approve ? now : null,
          approved_by: approve ? (existing?.approved_by ?? null) : null,
        },
        ['noi_order_id'],
      );
      await delayPartForReview(manager, id);
      await deriveOrderStatus(manager, orderId);
      if (approve) ready.push(orderId);
    }
    return ready;
  }

  /** A dose of the plan in production that the new run changes becomes a proposal (one pending per nutrient). */
  async proposeChanges(
    manager: EntityManager,
    patientId: string,
    recommendations: readonly MicronutrientRecommendation[],
  ): Promise<number> {
    const plan = await this.activePlan(manager, patientId);
    if (!plan) return 0;
    const planned = new Map(plan.items.map((item) => [item.micronutrient_id, item]));
    let proposed = 0;
    for (const recommendation of recommendations) {
      if (recommendation.value === null) continue;
      const item = planned.get(recommendation.micronutrient_id);
      // The doctor's own doses stay the doctor's; only formula doses get proposals.
      if (item?.origin.source === 'doctor') continue;
      const oldValue = item?.quantity ?? 0;
      await manager.delete(RecipeChangeProposal, {
        patient_id: patientId,
        micronutrient_id: recommendation.micronutrient_id,
        status: ProposalStatus.Pending,
      });
      if (Math.abs(oldValue - recommendation.value) < 0.005) continue;
      await manager.insert(RecipeChangeProposal, {
        patient_id: patientId,
        noi_order_id: plan.noi_order_id,
        micronutrient_id: recommendation.micronutrient_id,
        old_value: oldValue,
        new_value: recommendation.value,
        recommendation_id: recommendation.id,
        changed_inputs: changedInputs(item?.origin.inputs ?? {}, recommendation.inputs),
        status: ProposalStatus.Pending,
      });
      proposed += 1;
    }
    return proposed;
  }
}

/** The inputs whose values differ between the plan's dose and the new run (what "why" shows). */
export function changedInputs(
  before: Record<string, number | null>,
  after: Record<string, number | null>,
): ChangedInput[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .map((name) => ({ name, before: before[name] ?? null, after: after[name] ?? null }))
    .filter((input) => input.before !== input.after);
}
