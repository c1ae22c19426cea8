import { callFlag } from './callFlag';

// A call the user did not ask for (a read receipt sent when a screen opens): its failures are not told, so a
// refused write (maintenance, an admin handling the account) does not interrupt a screen the user only reads.
const background = callFlag('background');

export const backgroundCacheConfig = background.cacheConfig;
export const isBackgroundCall = background.isSet;
export const commitInBackground = background.commit;
