import {
  type CacheConfig,
  commitMutation,
  type Disposable,
  type IEnvironment,
  type MutationConfig,
  type MutationParameters,
} from 'relay-runtime';

// A screen that shows the server's validation messages by the fields it checks, e.g. a check run while the user
// types, asks the network layer not to toast them as well. Every other failure is still told.
const INLINE_VALIDATION = 'inlineValidation';

export const inlineValidationCacheConfig: CacheConfig = { metadata: { [INLINE_VALIDATION]: true } };

export const showsValidationInline = (cacheConfig: CacheConfig | undefined): boolean =>
  cacheConfig?.metadata?.[INLINE_VALIDATION] === true;

/** useMutation's second argument for such a mutation: commitMutation with that cache config. */
export function commitWithInlineValidation<T extends MutationParameters>(
  environment: IEnvironment,
  config: MutationConfig<T>,
): Disposable {
  return commitMutation(environment, { ...config, cacheConfig: inlineValidationCacheConfig });
}
