import { Button, Card, H4, Intent, Link, Tag } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { countryName, useCountries } from '../../../shared/countries/useCountries';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { useOpenNewOrder } from '../../orders/newOrder/NewOrderAction';
import { SubscriptionStatusTag } from '../../subscriptions/SubscriptionStatusTag';
import { type PatientCard_patient$key } from './__generated__/PatientCard_patient.graphql';
import { phoneWithDialCode } from './phoneWithDialCode';

interface Props {
  patientRef: PatientCard_patient$key;
}

export function PatientCard({ patientRef }: Props) {
  const { t, i18n } = useTranslation();
  const patient = useFragment(
    graphql`
      fragment PatientCard_patient on Patient {
        id
        guid
        title
        first_name
        last_name
        email
        country_code
        phone_number
        address
        zip_code
        city
        country
        date_of_birth
        height
        weight
        # The Elements-plan badge: the newest plan by creation date (none: inaktiv).
        latestSubscription {
          ...SubscriptionStatusTag_subscription
        }
      }
    `,
    patientRef,
  );
  const countries = useCountries();
  const openNewOrder = useOpenNewOrder();
  const edit = useInternalLink(`/patients/${patient.id}/personal-info`);
  const countryOf = (code: string) => countries.find((country) => country.country_code === code);
  const country = countryOf(patient.country);
  const countryLabel = country ? countryName(country, i18n.language) : patient.country;
  const name = [patient.title, patient.first_name, patient.last_name].filter(Boolean).join(' ');

  return (
    <Card className="patient-card">
      <H4>{name}</H4>
      <Tag minimal>{t('patients.profile.id', { guid: patient.guid })}</Tag>
      <dl>
        <dt>{t('subscriptions.list.title')}</dt>
        <dd className="patient-plan">
          <SubscriptionStatusTag subscriptionRef={patient.latestSubscription} asBadge />
        </dd>
        <dt>{t('patients.profile.fields.email')}</dt>
        <dd>{patient.email}</dd>
        <dt>{t('patients.profile.fields.phone')}</dt>
        <dd>{phoneWithDialCode(patient.phone_number, countryOf(patient.country_code)?.dial_code)}</dd>
        <dt>{t('patients.profile.fields.address')}</dt>
        <dd>
          {patient.address}, {patient.zip_code} {patient.city}, {countryLabel}
        </dd>
        <dt>{t('patients.profile.fields.dateOfBirth')}</dt>
        <dd>{formatDate(patient.date_of_birth)}</dd>
        <dt>{t('patients.profile.fields.heightWeight')}</dt>
        <dd>
          {patient.height} cm / {patient.weight.toLocaleString('de-DE')} kg
        </dd>
      </dl>
      <div className="patient-card-actions">
        <Link {...edit}>{t('patients.profile.edit')}</Link>
        <Button
          intent={Intent.PRIMARY}
          icon="shopping-cart"
          text={t('orders.newOrder.open')}
          onClick={() => openNewOrder(patient.id)}
        />
      </div>
    </Card>
  );
}
