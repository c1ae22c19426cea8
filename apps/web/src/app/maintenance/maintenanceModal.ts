import { createStore, useStore } from '../../lib/store';

/**
 * Why the server refused a write: 'This action requires write access.' (maintenance mode) or
 * 'This account is currently being handled by an administrator.' (an admin acts as this doctor).
 */
export type MaintenanceReason = 'maintenance' | 'handledByAdmin';

export interface MaintenanceModalState {
  isOpen: boolean;
  /** Kept on closing, so that the dialog keeps its text while it fades out. */
  reason: MaintenanceReason;
}

// Opened by the error effects.
const state = createStore<MaintenanceModalState>({ isOpen: false, reason: 'maintenance' });

export const openMaintenanceModal = (reason: MaintenanceReason): void => state.set({ isOpen: true, reason });
export const closeMaintenanceModal = (): void => state.set({ ...state.get(), isOpen: false });
export const useMaintenanceModal = (): MaintenanceModalState => useStore(state);
