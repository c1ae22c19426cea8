import { H2, Tab, Tabs } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useBlocker, useLocation, useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../shared/actions/useActionParam';
import { useLoadCountries } from '../../shared/countries/useCountries';
import { AccountDialogs } from './AccountDialogs';
import { accountActions, accountFormOf, type AccountForm } from './accountActions';
import { AccountTab } from './AccountTab';
import { AdditionalTab } from './AdditionalTab';
import { DiscardChangesDialog } from './dialogs/DiscardChangesDialog';
import { OfficeTab } from '../medical-centers/OfficeTab';
import { type AccountSettingsPageQuery } from './__generated__/AccountSettingsPageQuery.graphql';

/** /account/settings (also /auth/account/settings) and the admin's /admin/account. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const adminVariant = pathname.startsWith('/admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const form: AccountForm = adminVariant ? 'account' : accountFormOf(searchParams.get('form'));
  const actions = useActionParam(accountActions);
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  // Started beside the page's query, so that the office tab does not wait for the countries.
  useLoadCountries();
  const data = useLazyLoadQuery<AccountSettingsPageQuery>(
    graphql`
      query AccountSettingsPageQuery($doctorArea: Boolean!) {
        me {
          id
          doctor {
            id
          }
          medicalCenter {
            ...OfficeTab_medicalCenter
            ...AdditionalTab_medicalCenter
          }
          ...AccountTab_user
          ...AccountDialogs_user
        }
        otpEmailEnabled
        # The delete wizard's "blocked" step: a doctor with at least one patient.
        patients(first: 1) @include(if: $doctorArea) {
          paginatorInfo {
            total
          }
        }
        specializations(first: 100) {
          data {
            id
            name
          }
        }
        certifications(first: 100) {
          data {
            id
            name
          }
        }
      }
    `,
    { doctorArea: !adminVariant },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );

  // Leaving the page or the tab with unsaved changes asks first; opening a dialog does not leave.
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get('form') !==
          new URLSearchParams(nextLocation.search).get('form')),
  );

  const me = data.me;
  if (!me) return null;
  const selectTab = (tab: AccountForm) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('form', tab);
      return next;
    });

  return (
    <div className="settings-page">
      <H2>{t('account.title')}</H2>
      <Tabs
        id="account-settings"
        selectedTabId={form}
        onChange={(tab) => selectTab(accountFormOf(String(tab)))}
        renderActiveTabPanelOnly
        large
      >
        <Tab
          id="account"
          title={t('account.tabs.account')}
          panel={
            <AccountTab
              userRef={me}
              open={(action) => actions.open(action)}
              onDirtyChange={setDirty}
              cooperation={!adminVariant}
            />
          }
        />
        {!adminVariant && (
          <Tab
            id="office"
            title={t('account.tabs.office')}
            panel={
              <OfficeTab
                userId={me.id}
                medicalCenterRef={me.medicalCenter ?? null}
                onDirtyChange={setDirty}
              />
            }
          />
        )}
        {!adminVariant && (
          <Tab
            id="additional"
            title={t('account.tabs.additional')}
            panel={
              <AdditionalTab
                medicalCenterRef={me.medicalCenter ?? null}
                specializations={data.specializations.data.map(({ id, name }) => ({ id, name }))}
                certifications={data.certifications.data.map(({ id, name }) => ({ id, name }))}
                onDirtyChange={setDirty}
              />
            }
          />
        )}
      </Tabs>
      <AccountDialogs
        action={actions.action}
        close={() => actions.close()}
        userRef={me}
        otpEmailEnabled={data.otpEmailEnabled}
        deletingUser={{
          isDoctor: me.doctor != null,
          patientTotal: data.patients?.paginatorInfo.total ?? null,
        }}
        refresh={refresh}
      />
      <DiscardChangesDialog blocker={blocker} />
    </div>
  );
}
