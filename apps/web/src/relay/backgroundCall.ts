import {
  type CacheConfig,
  commitMutation,
  type Disposable,
  type IEnvironment,
  type MutationConfig,
  type MutationParameters,
} from 'relay-runtime';

// A call the user did not ask for (a read receipt sent when a screen opens): its failures are not told, so a
// refused write (maintenance, an admin handling the account) does not interrupt a screen the user only reads.
const BACKGROUND = 'background';

export const backgroundCacheConfig: CacheConfig = { metadata: { [BACKGROUND]: true } };

export const isBackgroundCall = (cacheConfig: CacheConfig | undefined): boolean =>
  cacheConfig?.metadata?.[BACKGROUND] === true;

/** useMutation's second argument for such a mutation: commitMutation with that cache config. */
export function commitInBackground<T extends MutationParameters>(
  environment: IEnvironment,
  config: MutationConfig<T>,
): Disposable {
  return commitMutation(environment, { ...config, cacheConfig: backgroundCacheConfig });
}
