import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../../http/download';
import { toast } from '../../../../shared/toast/toast';
import { graphql, useFragment } from 'react-relay';
import { productionStart } from '../../startProduction/productionStart';
import { type AdminOrderRowMenu_order$key } from './__generated__/AdminOrderRowMenu_order.graphql';
import { useOpenAdminOrderDialog } from '../dialogs/adminOrderActions';
import { type AdminOrderRowAction, adminOrderRowRules } from './adminOrderRules';

/** The row menu of an admin's order, each entry enabled by the spec's row rules; a disabled one says why. */
export function AdminOrderRowMenu({ orderRef }: { orderRef: AdminOrderRowMenu_order$key }) {
  const { t } = useTranslation();
  const open = useOpenAdminOrderDialog();
  const order = useFragment(
    graphql`
      fragment AdminOrderRowMenu_order on Order {
        id
        order_number
        payment_status
        isCancelable
        invoiceDownloadIsDisabled
        invoice {
          guid
          number
          isCancelable
        }
        storno {
          id
          number
        }
        consultingFee {
          id
          amount
          isEditable
        }
        patient {
          guid
          first_name
          last_name
        }
        supplementsNoiOrder {
          ...productionStart_part
        }
      }
    `,
    orderRef,
  );
  const rules = adminOrderRowRules({
    payment_status: order.payment_status,
    isCancelable: order.isCancelable,
    invoiceDownloadIsDisabled: order.invoiceDownloadIsDisabled,
    invoice: order.invoice,
    storno: order.storno,
    consultingFee: order.consultingFee && { isEditable: order.consultingFee.isEditable },
  });
  const production = productionStart(order.supplementsNoiOrder);
  const withOrder = { orderId: order.id };
  const download = (path: string, fileName: string) =>
    void downloadFile(`/api/orders/${order.id}/${path}`, fileName).catch(() =>
      toast.error(t('adminOrders.downloadFailed')),
    );
  const entry = (
    action: AdminOrderRowAction,
    icon: Parameters<typeof MenuItem>[0]['icon'],
    onClick: () => void,
  ) => {
    const reason = rules[action];
    return (
      <MenuItem
        icon={icon}
        text={t(`adminOrders.menu.${action}`)}
        intent={action === 'cancelOrder' || action === 'cancelInvoice' ? 'danger' : undefined}
        disabled={reason !== null}
        htmlTitle={reason === null ? undefined : t(`adminOrders.menu.why.${reason}`)}
        onClick={onClick}
      />
    );
  };
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem
            icon="document"
            text={t('adminOrders.menu.details')}
            onClick={() => open('order_details', withOrder)}
          />
          {production.kind !== 'hidden' && (
            <MenuItem
              icon="play"
              text={t('adminOrders.menu.startProduction')}
              disabled={production.kind === 'blocked'}
              htmlTitle={
                production.kind === 'blocked'
                  ? t(`recipe.startProduction.disabled.${production.reason}`)
                  : undefined
              }
              onClick={() => open('start_production', withOrder)}
            />
          )}
          <MenuDivider />
          {entry('markAsPaid', 'tick-circle', () => open('mark_as_paid', withOrder))}
          {entry('resendPaymentLink', 'envelope', () => open('resend_payment_link', withOrder))}
          {entry('editConsultingFee', 'edit', () =>
            open('edit_consulting_fee', {
              ...withOrder,
              consultingFeeId: order.consultingFee?.id,
              currentAmount: order.consultingFee ? String(order.consultingFee.amount) : undefined,
            }),
          )}
          <MenuDivider />
          {entry('downloadInvoice', 'download', () =>
            download(
              'download-invoice-pdf',
              `${order.invoice?.number ?? order.order_number ?? 'rechnung'}.pdf`,
            ),
          )}
          {entry('downloadStorno', 'download', () =>
            download('download-storno-pdf', `${order.storno?.number ?? 'storno'}.pdf`),
          )}
          <MenuDivider />
          {entry('cancelInvoice', 'disable', () =>
            open('cancel_invoice', { ...withOrder, invoiceGuid: order.invoice?.guid }),
          )}
          {entry('cancelOrder', 'cross-circle', () =>
            open('cancel_order', {
              ...withOrder,
              patientName: `${order.patient.first_name} ${order.patient.last_name}`,
              patientGuid: order.patient.guid,
            }),
          )}
        </Menu>
      }
    >
      <Button variant="minimal" icon="more" aria-label={t('adminOrders.menu.open')} />
    </PopoverNext>
  );
}
