import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useOpenNewOrder } from '../../features/orders/newOrder/NewOrderAction';

/** The header's create menu (doctors only): a new patient, or a new order over the current page. */
export function CreateMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openNewOrder = useOpenNewOrder();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem
            icon="new-person"
            text={t('shell.create.newPatient')}
            onClick={() => void navigate('/patients?action=new_patient')}
          />
          <MenuItem icon="shopping-cart" text={t('shell.create.newOrder')} onClick={() => openNewOrder()} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="add" endIcon="caret-down" text={t('shell.create.menu')} />
    </PopoverNext>
  );
}
