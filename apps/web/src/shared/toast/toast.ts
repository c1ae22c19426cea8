import { Intent, type Toaster, type ToastProps } from '@blueprintjs/core';

export const toastTimeoutMs = 10_000;

let toaster: Toaster | null = null;
// Toasts raised before the toaster has mounted (e.g. by the first request) wait here.
const waiting: ToastProps[] = [];

function show(props: ToastProps): void {
  if (toaster === null) waiting.push(props);
  else toaster.show(props);
}

/** Called by AppToaster with the one OverlayToaster of the app (and null when it unmounts). */
export function registerToaster(instance: Toaster | null): void {
  toaster = instance;
  if (instance !== null) waiting.splice(0).forEach((props) => instance.show(props));
}

export const toast = {
  success: (message: string) => show({ message, intent: Intent.SUCCESS, timeout: toastTimeoutMs }),
  error: (message: string) => show({ message, intent: Intent.DANGER, timeout: toastTimeoutMs }),
  /** Dismisses every toast, e.g. the errors of attempts that have since succeeded. */
  clear: () => {
    waiting.splice(0);
    toaster?.clear();
  },
};
