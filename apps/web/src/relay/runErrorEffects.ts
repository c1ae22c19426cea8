import { type MaintenanceReason, openMaintenanceModal } from '../app/maintenance/maintenanceModal';
import { toast } from '../shared/toast/toast';
import { i18n } from '../i18n/i18n';
import { type TranslationKey } from '../i18n/translationKey';
import { doctorSession } from '../session/doctorSession';
import { patientSession } from '../session/patientSession';
import { type ErrorEffect, type ToastText } from './errorEffects';
import { reasonKey } from './reasonKey';

export interface EffectTargets {
  logoutAll(): void;
  openMaintenanceModal(reason: MaintenanceReason): void;
  showErrorToast(message: string): void;
  translate(key: TranslationKey, values?: Record<string, string>): string;
}

const appTargets: EffectTargets = {
  logoutAll() {
    doctorSession.logout();
    patientSession.logout();
  },
  openMaintenanceModal,
  showErrorToast: toast.error,
  translate: (key, values) => i18n.t(key, values),
};

function toastMessage(text: ToastText, oops: boolean, targets: EffectTargets): string {
  const message =
    'reason' in text
      ? targets.translate(reasonKey(text.reason))
      : 'key' in text
        ? targets.translate(`errors.${text.key}`)
        : text.verbatim;
  return oops ? targets.translate('errors.oops', { message }) : message;
}

export function runErrorEffects(effects: readonly ErrorEffect[], targets: EffectTargets = appTargets): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'logoutAll':
        targets.logoutAll();
        break;
      case 'openMaintenanceModal':
        targets.openMaintenanceModal(effect.reason);
        break;
      case 'toast':
        targets.showErrorToast(toastMessage(effect.text, effect.oops, targets));
        break;
    }
  }
}
