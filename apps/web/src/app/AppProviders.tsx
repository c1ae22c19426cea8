import { BlueprintProvider } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { i18n } from '../i18n/i18n';
import { useCurrentRelayEnvironment } from '../relay/environment';
import { MaintenanceDialog } from './maintenance/MaintenanceDialog';
import { AppToaster } from '../shared/toast/AppToaster';

/** App-wide context, plus the overlays that any request may open: toasts and the maintenance modal. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <RelayEnvironmentProvider environment={useCurrentRelayEnvironment()}>
      <I18nextProvider i18n={i18n}>
        <BlueprintProvider>
          {children}
          <AppToaster />
          <MaintenanceDialog />
        </BlueprintProvider>
      </I18nextProvider>
    </RelayEnvironmentProvider>
  );
}
