import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useInternalLink } from '../../../app/routing/useInternalLink';
import { phoneWithDialCode } from '../profile/phoneWithDialCode';
import { type PatientRow_patient$key } from './__generated__/PatientRow_patient.graphql';

interface Props {
  patientRef: PatientRow_patient$key;
  dialCodes: ReadonlyMap<string, string>;
  onRemove: (patientId: string) => void;
}

export function PatientRow({ patientRef, dialCodes, onRemove }: Props) {
  const { t } = useTranslation();
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
      }
    `,
    patientRef,
  );
  // The DNA tab, the spec's target of the record link, does not exist yet; personal data is the first tab.
  const record = useInternalLink(`/patients/${patient.id}/personal-info`);
  const name = [patient.title, patient.first_name, patient.last_name].filter(Boolean).join(' ');

  return (
    <tr>
      <td>{name}</td>
      <td>{patient.email}</td>
      <td>{phoneWithDialCode(patient.phone_number, dialCodes.get(patient.country_code))}</td>
      <td>
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem icon="id-number" text={t('patients.list.menu.record')} {...record} />
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
        </Popover>
      </td>
    </tr>
  );
}
