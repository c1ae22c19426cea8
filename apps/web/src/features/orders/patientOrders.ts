import { commitLocalUpdate, type Environment } from 'react-relay';
import { getDataID } from '../../relay/getDataID';

/** The store's id of a patient's record. */
export const patientRecordId = (patientId: string): string =>
  getDataID({ id: patientId }, 'Patient') ?? patientId;

/** The lists that show a patient's orders (they watch the record) ask the server again. */
export function invalidatePatientOrders(environment: Environment, patientId: string): void {
  const recordId = patientRecordId(patientId);
  commitLocalUpdate(environment, (store) => store.get(recordId)?.invalidateRecord());
}
