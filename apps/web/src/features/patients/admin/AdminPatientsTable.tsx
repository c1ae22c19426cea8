import { Classes, HTMLTable } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useOpenOrderDetails } from '../../orders/list/OrderOptionsMenu';
import { AdminPatientMenu } from './AdminPatientMenu';
import { LifeCyclePhaseTag } from './lifeCyclePhaseTag';
import { type AdminPatientsTable_patients$key } from './__generated__/AdminPatientsTable_patients.graphql';
import { StatusTag } from '../../../shared/status';

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
    <HTMLTable className="admin-list-table" striped>
      <thead>
        <tr>
          {adminPatientColumns.map((column) => (
            <th key={column} className={numeric.has(column) ? 'numeric' : undefined}>
              {t(`adminPatients.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((patient) => {
          const name = `${patient.first_name} ${patient.last_name}`;
          return (
            <tr key={patient.id} data-patient-id={patient.id}>
              <td>
                <div>{name}</div>
                <div className={Classes.TEXT_MUTED}>{patient.email}</div>
              </td>
              <td>{patient.accounting_code}</td>
              <td data-column="doctor">
                {patient.medicalCenter?.user?.name ?? (
                  <span className={Classes.TEXT_MUTED}>{t('adminPatients.removed')}</span>
                )}
              </td>
              <td>
                <LifeCyclePhaseTag phase={patient.lifeCyclePhase} since={patient.lifeCyclePhaseDate} />
              </td>
              <td className="numeric">{patient.placedOrders}</td>
              <td className="numeric">{patient.totalPaidOrders}</td>
              <td className="numeric">{patient.shippedOrdersCount}</td>
              <td>
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
              </td>
              <td>{formatDate(patient.created_at)}</td>
              <td>
                <AdminPatientMenu
                  patient={{ id: patient.id, guid: patient.guid, name, email: patient.email }}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
