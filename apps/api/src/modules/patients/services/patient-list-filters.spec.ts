import type { SelectQueryBuilder } from 'typeorm';
import type { Patient } from '../entities/patient.entity.js';
import { type PatientListFilter, PatientListFilters } from './patient-list-filters.service.js';
import { LifeCyclePhase, type PatientsArgs } from '../inputs/patients.types.js';

describe('PatientListFilters', () => {
  const hasOrders = (applied: unknown[]): PatientListFilter<'hasOrders'> => ({
    argument: 'hasOrders',
    apply: (_query, value) => void applied.push(['hasOrders', value]),
  });
  const lifeCycle = (applied: unknown[]): PatientListFilter<'inLifeCyclePhase'> => ({
    argument: 'inLifeCyclePhase',
    apply: (_query, value) => void applied.push(['inLifeCyclePhase', value]),
  });
  const query = {} as SelectQueryBuilder<Patient>;

  it('applies a filter only when its argument is given, false included', () => {
    const applied: unknown[] = [];
    const filters = new PatientListFilters();
    filters.register(hasOrders(applied));
    filters.register(lifeCycle(applied));
    filters.apply(query, { hasOrders: false, inLifeCyclePhase: null } as PatientsArgs);
    filters.apply(query, { inLifeCyclePhase: LifeCyclePhase.NonSubscriber } as PatientsArgs);
    expect(applied).toEqual([
      ['hasOrders', false],
      ['inLifeCyclePhase', LifeCyclePhase.NonSubscriber],
    ]);
  });

  it('refuses to start while an argument has no filter, and refuses a second one', () => {
    const filters = new PatientListFilters();
    filters.register(hasOrders([]));
    expect(() => filters.assertComplete()).toThrow(
      'No area answers the patient list filter(s): inLifeCyclePhase',
    );
    expect(() => filters.register(hasOrders([]))).toThrow('registered twice');
    filters.register(lifeCycle([]));
    expect(() => filters.assertComplete()).not.toThrow();
  });
});
