import type { EntityManager } from 'typeorm';
import type { NoiOrderStatus } from './order-status.js';

// A part's status history (OrderPartStatusChange). Each part write that sets a status calls this first, in
// its transaction: a row for each of the parts whose status is about to change (a part already in `status`
// gets none, so a redelivered or stale callback records nothing).

/** Records that the parts `partIds` move to `status`; call it before the update. */
export async function recordPartStatusChanges(
  manager: EntityManager,
  partIds: readonly string[],
  status: NoiOrderStatus,
): Promise<void> {
  if (partIds.length) await insertChanges(manager, `"id" = ANY($1::bigint[])`, [...partIds], status);
}

/** Records that all parts of the order move to `status`; call it before the update. */
export async function recordOrderPartsStatusChanges(
  manager: EntityManager,
  orderId: string,
  status: NoiOrderStatus,
): Promise<void> {
  await insertChanges(manager, `"order_id" = $1`, orderId, status);
}

async function insertChanges(
  manager: EntityManager,
  partsWhere: string,
  key: string | string[],
  status: NoiOrderStatus,
): Promise<void> {
  await manager.query(
    `INSERT INTO "order_part_status_changes" ("part_id", "status")
     SELECT "id", $2::"noi_order_status" FROM "noi_orders"
     WHERE ${partsWhere} AND "status" <> $2::"noi_order_status"
     ORDER BY "id"`,
    [key, status],
  );
}
