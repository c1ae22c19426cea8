import { useCallback, useEffect, useState } from 'react';
import { recoveryCodes, regenerateRecoveryCodes } from '../../sessions/authApi';

/** The current recovery codes, kept until they are regenerated (spec: cached until regenerated). */
export function useRecoveryCodes() {
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let current = true;
    recoveryCodes().then(
      (loaded) => current && setCodes(loaded),
      // Told by the error catalogue; an empty list instead of a spinner that never ends.
      () => current && setCodes([]),
    );
    return () => {
      current = false;
    };
  }, []);

  const regenerate = useCallback(async () => {
    await regenerateRecoveryCodes();
    setCodes(await recoveryCodes());
  }, []);

  return { codes, regenerate };
}
