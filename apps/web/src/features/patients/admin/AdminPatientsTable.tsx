import { Classes } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useOpenOrderDetails } from '../../orders/list/OrderOptionsMenu';
import { AdminPatientMenu } from './AdminPatientMenu';
import { LifeCyclePhaseTag } from './lifeCyclePhaseTag';
import { type AdminPatientsTable_patients$key } from './__generated__/AdminPatientsTable_patients.graphql';
import { StatusTag } from '../../../shared/status';
import { DataTable, Td, Th } from '../../../shared/table';

export const adminPatientColumns = [
  'patient',
  'accountingCode',
  'doctor',
  'phase',
  'orders',
  'paid',
  'shipped',
  'latestOrder',
  'createdAt',
  'actions',
] as const;

const numeric = new Set<string>(['orders', 'paid', 'shipped']);

/** The admin view of a page of patients (spec: "Patient (admin view)"). */
export function AdminPatientsTable({ patientsRef }: { patientsRef: AdminPatientsTable_patients$key }) {
  const { t } = useTranslation();
  const openOrder = useOpenOrderDetails();
  const { data } = useFragment(
    graphql`
      fragment AdminPatientsTable_patients on PatientPaginator {
        data {
          id
          guid
          first_name
          last_name
          email
          accounting_code
          lifeCyclePhase
          lifeCyclePhaseDate
          placedOrders
          totalPaidOrders
          shippedOrdersCount
          created_at
          latestPlacedOrder {
            id
            status
          }
          medicalCenter {
            id
            user {
              id
              name
            }
          }
        }
      }
    `,
    patientsRef,
  );
  return (
    <DataTable className="admin-list-table" striped>
      <thead>
        <tr>
          {adminPatientColumns.map((column) => (
            <Th key={column} numeric={numeric.has(column)}>
              {t(`adminPatients.columns.${column}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((patient) => {
          const name = `${patient.first_name} ${patient.last_name}`;
          return (
            <tr key={patient.id} data-patient-id={patient.id}>
              <Td>
                <div>{name}</div>
                <div className={Classes.TEXT_MUTED}>{patient.email}</div>
              </Td>
              <Td>{patient.accounting_code}</Td>
              <Td data-column="doctor">
                {patient.medicalCenter?.user?.name ?? (
                  <span className={Classes.TEXT_MUTED}>{t('adminPatients.removed')}</span>
                )}
              </Td>
              <Td>
                <LifeCyclePhaseTag phase={patient.lifeCyclePhase} since={patient.lifeCyclePhaseDate} />
              </Td>
              <Td numeric>{patient.placedOrders}</Td>
              <Td numeric>{patient.totalPaidOrders}</Td>
              <Td numeric>{patient.shippedOrdersCount}</Td>
              <Td>
                {patient.latestPlacedOrder && (
                  <a
                    href={`?action=order_details&orderId=${patient.latestPlacedOrder.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      openOrder(patient.latestPlacedOrder!.id);
                    }}
                  >
                    <StatusTag kind="order" value={patient.latestPlacedOrder.status} />
                  </a>
                )}
              </Td>
              <Td>{formatDate(patient.created_at)}</Td>
              <Td>
                <AdminPatientMenu
                  patient={{ id: patient.id, guid: patient.guid, name, email: patient.email }}
                />
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
