import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { patientAuditPath } from './adminPatientsListParams';
import { type PatientOfAction, useAdminPatientActions } from './adminPatientActions';

/** The row menu: relocate, invite, the disabled delete entry and the patient's audit log. */
export function AdminPatientMenu({ patient }: { patient: PatientOfAction }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useAdminPatientActions();
  const auditPath = patientAuditPath(patient.id);
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem
            icon="swap-horizontal"
            text={t('adminPatients.menu.relocate')}
            onClick={() => actions.relocate(patient)}
          />
          <MenuItem
            icon="envelope"
            text={t('adminPatients.menu.invite')}
            onClick={() => actions.invite(patient)}
          />
          <MenuItem icon="confirm" text={t('consents.menu')} onClick={() => actions.consents(patient)} />
          <Tooltip content={t('adminPatients.menu.deleteDisabled')} placement="left">
            <MenuItem icon="trash" intent="danger" text={t('adminPatients.menu.delete')} disabled />
          </Tooltip>
          {/* A real link (a new tab works too); a plain click stays in the app. */}
          <MenuItem
            icon="history"
            text={t('adminPatients.menu.audit')}
            href={auditPath}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              void navigate(auditPath);
            }}
          />
        </Menu>
      }
    >
      <Button variant="minimal" icon="more" aria-label={t('adminPatients.menu.options')} />
    </PopoverNext>
  );
}
