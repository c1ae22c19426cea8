import { AppConfig } from '../../src/config/app-config.js';

// Test files run in parallel (and other checkouts may share the Redis): each jest worker process
// gets its own queue namespace, so a test's jobs are handled by that test's worker only.
const queuePrefix = `test-${process.pid}`;

/** The configuration of a test process: the environment, test mode, own queues, then overrides. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return AppConfig.fromEnvironment({ ...process.env, NODE_ENV: 'test', QUEUE_PREFIX: queuePrefix, ...env });
}
