import { type PatientListFilter } from '../patients/index.js';

/** The admin list's hasOrders: a patient has orders once one was placed; drafts of the order wizard do not count. */
export const patientHasOrdersFilter: PatientListFilter<'hasOrders'> = {
  argument: 'hasOrders',
  apply: (query, hasOrders) => {
    query.andWhere(
      `${hasOrders ? '' : 'NOT '}EXISTS (SELECT 1 FROM orders o WHERE o.patient_id = ${query.alias}.id AND o.placed_at IS NOT NULL)`,
    );
  },
};
