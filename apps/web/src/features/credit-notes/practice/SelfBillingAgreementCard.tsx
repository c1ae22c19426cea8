import { Button, Callout, Card, H3, Intent } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { useDoctorSession } from '../../../session/doctorSession';
import { toast } from '../../../shared/toast/toast';
import { type SelfBillingAgreementCardAcceptMutation } from './__generated__/SelfBillingAgreementCardAcceptMutation.graphql';
import { type SelfBillingAgreementCardQuery } from './__generated__/SelfBillingAgreementCardQuery.graphql';

/**
 * The self-billing agreement on /financial (issue 31, point 4): its text and an accept button, then
 * "Zugestimmt am …". Only the doctor accepts: an admin acting as the doctor reads it with a hint instead.
 */
export function SelfBillingAgreementCard({ fetchKey }: { fetchKey: number }) {
  const { t, i18n } = useTranslation();
  const { previousUser } = useDoctorSession();
  const data = useLazyLoadQuery<SelfBillingAgreementCardQuery>(
    graphql`
      query SelfBillingAgreementCardQuery {
        selfBillingAgreement {
          version
          de
          en
          accepted_at
          accepted_version
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const [accept, accepting] = usePromiseMutation<SelfBillingAgreementCardAcceptMutation>(graphql`
    mutation SelfBillingAgreementCardAcceptMutation {
      acceptSelfBillingAgreement {
        version
        accepted_at
        accepted_version
      }
    }
  `);
  const [accepted, setAccepted] = useState<{ at: string; version: number } | null>(null);
  const agreement = data.selfBillingAgreement;
  if (!agreement) return null;
  const acceptedAt = accepted?.at ?? agreement.accepted_at;
  const acceptedVersion = accepted?.version ?? agreement.accepted_version;
  const current = acceptedAt != null && acceptedVersion === agreement.version;

  return (
    <Card className="self-billing-agreement" aria-labelledby="self-billing-agreement-title">
      <H3 id="self-billing-agreement-title">{t('financial.agreement.title')}</H3>
      <p className="agreement-text">{i18n.language === 'en' ? agreement.en : agreement.de}</p>
      {acceptedAt && (
        <Callout intent={current ? Intent.SUCCESS : Intent.NONE} icon="tick">
          {t('financial.agreement.accepted', { date: formatDate(acceptedAt), version: acceptedVersion })}
        </Callout>
      )}
      {!current &&
        (previousUser !== null ? (
          <Callout intent={Intent.WARNING}>{t('financial.agreement.adminHint')}</Callout>
        ) : (
          <Button
            intent={Intent.PRIMARY}
            loading={accepting}
            text={t('financial.agreement.accept')}
            onClick={async () => {
              try {
                const result = await accept({});
                const { accepted_at, accepted_version } = result.acceptSelfBillingAgreement;
                if (accepted_at && accepted_version != null)
                  setAccepted({ at: accepted_at as string, version: accepted_version });
                toast.success(t('financial.agreement.acceptedToast'));
              } catch {
                // The network layer has told the user already.
              }
            }}
          />
        ))}
    </Card>
  );
}
