import { Classes, HTMLSelect, InputGroup, Label } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  type ActiveState,
  activeStates,
  type OnboardingType,
  onboardingTypes,
  type TherapistsListParams,
} from '../therapistsListParams';
import { usePartnershipModels } from '../usePartnershipModels';

interface Props {
  params: TherapistsListParams;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (change: Partial<TherapistsListParams>) => void;
}

/** Search (name or e-mail) and the filters: active flag, onboarding type, partnership model. */
export function TherapistsFilters({ params, searchText, onSearchText, onChange }: Props) {
  const { t } = useTranslation();
  const models = usePartnershipModels();
  return (
    <div className="therapists-filters">
      <InputGroup
        type="search"
        leftIcon="search"
        className="therapists-search"
        aria-label={t('therapists.list.searchPlaceholder')}
        placeholder={t('therapists.list.searchPlaceholder')}
        value={searchText}
        onValueChange={onSearchText}
      />
      <Label className={Classes.INLINE}>
        {t('therapists.filters.active')}
        <HTMLSelect
          value={params.active ?? ''}
          onChange={(event) => onChange({ active: (event.target.value || null) as ActiveState | null })}
          options={[
            { value: '', label: t('therapists.filters.allStates') },
            ...activeStates.map((value) => ({ value, label: t(`therapists.status.${value}`) })),
          ]}
        />
      </Label>
      <Label className={Classes.INLINE}>
        {t('therapists.filters.onboardingType')}
        <HTMLSelect
          value={params.onboardingType ?? ''}
          onChange={(event) =>
            onChange({ onboardingType: (event.target.value || null) as OnboardingType | null })
          }
          options={[
            { value: '', label: t('therapists.filters.allOnboardingTypes') },
            ...onboardingTypes.map((value) => ({ value, label: t(`therapists.onboarding.${value}`) })),
          ]}
        />
      </Label>
      <Label className={Classes.INLINE}>
        {t('therapists.filters.partnershipModel')}
        <HTMLSelect
          value={params.partnershipModelId ?? ''}
          onChange={(event) => onChange({ partnershipModelId: event.target.value || null })}
          options={[
            { value: '', label: t('therapists.filters.allPartnershipModels') },
            ...models.map(({ id, name }) => ({ value: id, label: name })),
          ]}
        />
      </Label>
    </div>
  );
}
