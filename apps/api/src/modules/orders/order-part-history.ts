import type { EntityManager } from 'typeorm';
import type { NoiOrderStatus } from './order-status.js';

// A part's status history (OrderPartStatusChange). Each part write that sets a status calls this first, in
// its transaction: a row for each of the parts whose status is about to change (a part already in `status`
// gets none).

/** Records that the parts `partIds` move to `status`; call it before the update. */
export async function recordPartStatusChanges(
  manager: EntityManager,
  partIds: readonly string[],
  status: NoiOrderStatus,
): Promise<void> {
  if (!partIds.length) return;
  await manager.query(
    `INSERT INTO "order_part_status_changes" ("part_id", "status")
     SELECT "id", $2::"noi_order_status" FROM "noi_orders"
     WHERE "id" = ANY($1::bigint[]) AND "status" <> $2::"noi_order_status"
     ORDER BY "id"`,
    [partIds, status],
  );
}

/** Records that all parts of the order move to `status`; call it before the update. */
export async function recordOrderPartsStatusChanges(
  manager: EntityManager,
  orderId: string,
  status: NoiOrderStatus,
): Promise<void> {
  await manager.query(
    `INSERT INTO "order_part_status_changes" ("part_id", "status")
     SELECT "id", $2::"noi_order_status" FROM "noi_orders"
     WHERE "order_id" = $1 AND "status" <> $2::"noi_order_status"
     ORDER BY "id"`,
    [orderId, status],
  );
}
