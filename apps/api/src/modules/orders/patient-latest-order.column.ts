import type { PatientListColumn } from '../patients/index.js';
import type { OrderLoader } from './order.loader.js';

/** The patients list's latestPlacedOrder, read in the page's own statement (one statement instead of two). */
export function patientLatestOrderColumn(loader: OrderLoader): PatientListColumn {
  return {
    field: 'latestPlacedOrder',
    subquery: (patientAlias, viewer, selection) =>
      loader.latestPlacedOrderSubquery(patientAlias, viewer, selection),
    prime: (loaders, selection, values) => loader.primeLatestPlacedOrder(loaders, selection, values),
  };
}
