import {
  type CacheConfig,
  commitMutation,
  type Disposable,
  type IEnvironment,
  type MutationConfig,
  type MutationParameters,
} from 'relay-runtime';

/** A flag a screen sets on a call for the network layer, carried in Relay's cache config metadata. */
export interface CallFlag {
  cacheConfig: CacheConfig;
  isSet: (cacheConfig: CacheConfig | undefined) => boolean;
  /** useMutation's second argument for a flagged mutation: commitMutation with the flag's cache config. */
  commit: <T extends MutationParameters>(environment: IEnvironment, config: MutationConfig<T>) => Disposable;
}

export function callFlag(name: string): CallFlag {
  const cacheConfig: CacheConfig = { metadata: { [name]: true } };
  return {
    cacheConfig,
    isSet: (config) => config?.metadata?.[name] === true,
    commit: (environment, config) => commitMutation(environment, { ...config, cacheConfig }),
  };
}
