import { Icon, IconSize } from '@blueprintjs/core';
import { StatusTone } from '@portal/shared-types';

/** The big icon of a success page: done is green (ui.md), not the empty state's grey. */
export function SuccessIcon() {
  return (
    <Icon icon="tick-circle" intent={StatusTone.Done} size={IconSize.LARGE * 3} className="success-icon" />
  );
}
