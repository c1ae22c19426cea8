import { Card, H5 } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type ReviewPatientCard_patient$key } from './__generated__/ReviewPatientCard_patient.graphql';
import { type KnownValue } from '../../../../relay/enumValues';

/** The patient the order is for, as the review shows it. */
export function ReviewPatientCard({ patientRef }: { patientRef: ReviewPatientCard_patient$key }) {
  const { t } = useTranslation();
  const patient = useFragment(
    graphql`
      fragment ReviewPatientCard_patient on Patient {
        title
        first_name
        last_name
        date_of_birth
        biological_sex
        email
      }
    `,
    patientRef,
  );
  return (
    <Card className="review-card" compact>
      <H5>{t('orders.newOrder.review.patientData')}</H5>
      <dl className="review-facts">
        <dt>{t('orders.newOrder.review.name')}</dt>
        <dd>{[patient.title, patient.first_name, patient.last_name].filter(Boolean).join(' ')}</dd>
        <dt>{t('orders.newOrder.review.dateOfBirth')}</dt>
        <dd>{formatDate(patient.date_of_birth)}</dd>
        <dt>{t('orders.newOrder.review.sex')}</dt>
        <dd>
          {t(`orders.newOrder.sex.${patient.biological_sex as KnownValue<typeof patient.biological_sex>}`)}
        </dd>
        <dt>{t('orders.newOrder.review.email')}</dt>
        <dd>{patient.email}</dd>
      </dl>
    </Card>
  );
}
