import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { ExpandRowButton } from '../../../shared/lists/ExpandRowButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { useOpenNewOrder } from '../../orders/newOrder/NewOrderAction';
import { phoneWithDialCode } from '../profile/phoneWithDialCode';
import { PatientOrdersRow } from './PatientOrdersRow';
import { type PatientRow_patient$key } from './__generated__/PatientRow_patient.graphql';
import { StatusTag } from '../../../shared/status';
import { Td } from '../../../shared/table';

interface Props {
  patientRef: PatientRow_patient$key;
  dialCodes: ReadonlyMap<string, string>;
  onRemove: (patientId: string) => void;
  /** Columns of the table, for the expanded orders row. */
  columns: number;
}

export function PatientRow({ patientRef, dialCodes, onRemove, columns }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const patient = useFragment(
    graphql`
      fragment PatientRow_patient on Patient {
        id
        title
        first_name
        last_name
        email
        country_code
        phone_number
        latestPlacedOrder {
          status
        }
      }
    `,
    patientRef,
  );
  const openNewOrder = useOpenNewOrder();
  // The spec's target of the record link (Patientenakte): the patient's analyses.
  const record = useInternalLink(`/patients/${patient.id}/dna-analysis`);
  const orderHistory = useInternalLink(`/patients/${patient.id}/orders`);
  const name = [patient.title, patient.first_name, patient.last_name].filter(Boolean).join(' ');

  return (
    <>
      <tr>
        <Td>
          <ExpandRowButton
            expanded={expanded}
            onToggle={() => setExpanded(!expanded)}
            label={t(expanded ? 'orders.ofPatient.hide' : 'orders.ofPatient.show')}
          />
        </Td>
        <Td>{name}</Td>
        <Td>{patient.email}</Td>
        <Td>{phoneWithDialCode(patient.phone_number, dialCodes.get(patient.country_code))}</Td>
        <Td>
          {patient.latestPlacedOrder && <StatusTag kind="order" value={patient.latestPlacedOrder.status} />}
        </Td>
        <Td>
          <PopoverNext
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem icon="id-number" text={t('patients.list.menu.record')} {...record} />
                <MenuItem icon="history" text={t('patients.list.menu.orderHistory')} {...orderHistory} />
                <MenuItem
                  icon="shopping-cart"
                  text={t('orders.newOrder.open')}
                  onClick={() => openNewOrder(patient.id)}
                />
                <MenuItem
                  icon="trash"
                  intent="danger"
                  text={t('patients.list.menu.remove')}
                  onClick={() => onRemove(patient.id)}
                />
              </Menu>
            }
          >
            <Button variant="minimal" icon="more" aria-label={t('patients.list.actions')} />
          </PopoverNext>
        </Td>
      </tr>
      {expanded && <PatientOrdersRow patientId={patient.id} columns={columns} />}
    </>
  );
}
