import { Icon, Tag } from '@blueprintjs/core';
import { formatDate, formatDateTime, formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type TherapistSummary } from '../actions/TherapistSummary';
import { type RowAction, type TherapistFacts } from '../therapistRowRules';
import { type OnboardingType } from '../therapistsListParams';
import { TherapistRowMenu } from './TherapistRowMenu';
import { type TherapistRow_user$key } from './__generated__/TherapistRow_user.graphql';
import { Td } from '../../../shared/table';

interface Props {
  userRef: TherapistRow_user$key;
  onAction: (action: RowAction, doctor: TherapistSummary & TherapistFacts) => void;
}

export function TherapistRow({ userRef, onAction }: Props) {
  const { t } = useTranslation();
  const user = useFragment(
    graphql`
      fragment TherapistRow_user on User {
        id
        name
        email
        is_active
        onboardingType
        last_login_at
        created_at
        two_factor_confirmed_at
        openConsultingFeeAmount
        partnershipModel {
          id
          name
        }
        doctor {
          id
          accounting_code
        }
        medicalCenter {
          patientCount
          orderCount
          totalRevenueGenerated
          contactDetails {
            phone_number
          }
        }
      }
    `,
    userRef,
  );
  const doctor = {
    userId: user.id,
    doctorId: user.doctor?.id ?? '',
    name: user.name,
    email: user.email,
    partnershipModelId: user.partnershipModel?.id ?? null,
    is_active: user.is_active,
    onboardingType: user.onboardingType,
    two_factor_confirmed_at: user.two_factor_confirmed_at,
    openConsultingFeeAmount: user.openConsultingFeeAmount,
    patientCount: user.medicalCenter?.patientCount ?? 0,
  };
  return (
    <tr>
      <Td>
        <div>{user.name}</div>
        <small className="bp6-text-muted">
          {user.doctor?.accounting_code}
          {user.two_factor_confirmed_at && (
            <>
              {' · '}
              <Icon icon="lock" size={12} /> {t('therapists.list.twoFactorOn')}
            </>
          )}
        </small>
      </Td>
      <Td>
        <div>{user.email}</div>
        <small className="bp6-text-muted">{user.medicalCenter?.contactDetails.phone_number}</small>
      </Td>
      <Td>
        <Tag minimal intent={user.is_active ? 'success' : 'none'}>
          {t(user.is_active ? 'therapists.status.active' : 'therapists.status.inactive')}
        </Tag>
      </Td>
      <Td>{t(`therapists.onboarding.${user.onboardingType as OnboardingType}`)}</Td>
      <Td>{user.partnershipModel?.name ?? '–'}</Td>
      <Td numeric>{user.medicalCenter?.patientCount ?? 0}</Td>
      <Td numeric>{user.medicalCenter?.orderCount ?? 0}</Td>
      <Td numeric>{formatEuro(user.medicalCenter?.totalRevenueGenerated ?? 0)}</Td>
      <Td numeric>{formatEuro(user.openConsultingFeeAmount ?? 0)}</Td>
      <Td>{user.last_login_at ? formatDateTime(user.last_login_at) : t('therapists.list.never')}</Td>
      <Td>{formatDate(user.created_at)}</Td>
      <Td>
        <TherapistRowMenu name={user.name} facts={doctor} onAction={(action) => onAction(action, doctor)} />
      </Td>
    </tr>
  );
}
