import { createPersistedStore } from '../../lib/persistedStore';
import { useStore } from '../../lib/store';

/**
 * Which questionnaire link opened the patient session: the link names the patient by guid, the session by id, so
 * the link page can only tell "this patient is already signed in" by remembering the pair.
 */
export interface LinkSession {
  guid: string | null;
  patientId: string | null;
}

const store = createPersistedStore<LinkSession>('portal.questionnaireLink', { guid: null, patientId: null });

export const linkSession = {
  ...store,
  remember(guid: string, patientId: string): void {
    store.set({ guid: guid.toLowerCase(), patientId });
  },
};

export const useLinkSession = (): LinkSession => useStore(linkSession);
