import { OverlayToaster, Position } from '@blueprintjs/core';
import { registerToaster } from './toast';

/** The app's one toaster; the `toast` module shows toasts on it. */
export function AppToaster() {
  return <OverlayToaster ref={registerToaster} position={Position.BOTTOM_RIGHT} />;
}
