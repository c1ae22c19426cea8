import { Button, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type RegisterSampleLinks_order$key } from './__generated__/RegisterSampleLinks_order.graphql';
import { useOpenRegisterSample } from './RegisterSampleAction';
import { registerLinks } from './registerSampleState';

/** An order row's links to register the barcode of a blood or DNA sample that has none yet. */
export function RegisterSampleLinks({ orderRef }: { orderRef: RegisterSampleLinks_order$key }) {
  const { t } = useTranslation();
  const openRegisterSample = useOpenRegisterSample();
  const order = useFragment(
    // registerLinks reads the samples' status and barcode.
    /* eslint-disable relay/unused-fields */
    graphql`
      fragment RegisterSampleLinks_order on Order {
        id
        status
        bloodSample {
          status
          barcode
        }
        dnaSample {
          status
          barcode
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    orderRef,
  );
  const links = registerLinks(order);
  if (links.length === 0) return null;
  return (
    <div className="register-sample-links">
      {links.map(({ type, disabled }) => (
        <Tooltip key={type} content={t('samples.canceled')} disabled={!disabled}>
          <Button
            variant="minimal"
            size="small"
            intent="primary"
            icon="barcode"
            text={t(`samples.register${type}`)}
            disabled={disabled}
            onClick={() => openRegisterSample(order.id, type)}
          />
        </Tooltip>
      ))}
    </div>
  );
}
