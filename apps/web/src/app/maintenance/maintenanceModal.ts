import { createStore, useStore } from '../../lib/store';

// Opened by the error effects when the server answers 'This action requires write access.'.
const open = createStore(false);

export const openMaintenanceModal = (): void => open.set(true);
export const closeMaintenanceModal = (): void => open.set(false);
export const useMaintenanceModalOpen = (): boolean => useStore(open);
