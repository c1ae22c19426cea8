import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { type IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { type RowAction, type TherapistFacts, therapistRowEntries } from '../therapistRowRules';

const icons: Record<RowAction, IconName> = {
  resendInvitation: 'envelope',
  deleteInvitation: 'disable',
  reset2fa: 'key',
  changePartnershipModel: 'exchange',
  viewCreditNotes: 'document',
  createCreditNote: 'add',
  activate: 'play',
  deactivate: 'pause',
  loginAsDoctor: 'log-in',
  auditLog: 'history',
  consents: 'confirm',
  delete: 'trash',
};

interface Props {
  name: string;
  facts: TherapistFacts;
  onAction: (action: RowAction) => void;
}

/** The row's menu: only the entries the spec's rules allow; a disabled one tells why. */
export function TherapistRowMenu({ name, facts, onAction }: Props) {
  const { t } = useTranslation();
  const menu = (
    <Menu>
      {therapistRowEntries(facts).map(({ action, disabledBecause }) => {
        const item = (
          <MenuItem
            key={action}
            icon={icons[action]}
            text={t(`therapists.menu.${action}`)}
            intent={action === 'delete' || action === 'deleteInvitation' ? 'danger' : undefined}
            disabled={disabledBecause !== null}
            onClick={() => onAction(action)}
          />
        );
        return disabledBecause === null ? (
          item
        ) : (
          <Tooltip key={action} content={t(disabledBecause)} placement="left">
            {item}
          </Tooltip>
        );
      })}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon="more" aria-label={t('therapists.menu.open', { name })} />
    </PopoverNext>
  );
}
