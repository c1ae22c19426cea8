import { Icon, Intent } from '@blueprintjs/core';
import { PASSWORD_SYMBOLS } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { passwordRuleNames, passwordRuleStates } from './passwordRuleStates';

/** The new-password rules (spec section 5), each ticked as soon as the typed password meets it. */
export function PasswordRuleList({ password }: { password: string }) {
  const { t } = useTranslation();
  const states = passwordRuleStates(password);
  return (
    <div className="password-rules" aria-live="polite">
      <p>{t('auth.passwordRules.title')}</p>
      <ul>
        {passwordRuleNames.map((rule) => (
          <li key={rule} data-met={states[rule]}>
            <Icon
              icon={states[rule] ? 'tick-circle' : 'circle'}
              intent={states[rule] ? Intent.SUCCESS : Intent.NONE}
              size={12}
              title={states[rule] ? t('auth.passwordRules.met') : t('auth.passwordRules.unmet')}
            />{' '}
            {t(`auth.passwordRules.${rule}`, { symbols: PASSWORD_SYMBOLS })}
          </li>
        ))}
      </ul>
    </div>
  );
}
