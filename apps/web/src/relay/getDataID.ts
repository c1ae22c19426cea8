/**
 * Record ids are `Type:id`, because the API's ids are per-table bigints and would collide across types.
 * Objects without an id (paginatorInfo, ...) return undefined so that Relay keys them by their path instead.
 */
export function getDataID(fieldValue: Record<string, unknown>, typeName: string): string | undefined {
  const { id } = fieldValue;
  return typeof id === 'string' || typeof id === 'number' ? `${typeName}:${id}` : undefined;
}
