import { type SandboxOptions } from './sandbox.js';
import { TLS_NAME } from './tls/openssl.js';

export const DEFAULTS: SandboxOptions = { host: '127.0.0.1', httpPort: 3001, smtpPort: 1025 };

/**
 * Sandbox settings from SANDBOX_HOST, SANDBOX_PORT, SANDBOX_SMTP_PORT, SANDBOX_MOLLIE_PORT,
 * SANDBOX_TLS_DIR, SANDBOX_TLS_NAMES (comma-separated), SANDBOX_PAYMENT_TTL_SECONDS, SANDBOX_REFUND_SETTLE_MS, SANDBOX_LAB_WEBHOOK_SECRET and
 * SANDBOX_LAB_AUTO_ADVANCE_SECONDS; all but host and the HTTP and SMTP ports are left out when unset,
 * so startSandbox's defaults apply.
 */
export function readSandboxConfig(env: NodeJS.ProcessEnv): SandboxOptions {
  const mollieText = env.SANDBOX_MOLLIE_PORT?.trim();
  const tlsDir = env.SANDBOX_TLS_DIR?.trim();
  const tlsNames = (env.SANDBOX_TLS_NAMES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const badName = tlsNames.find((name) => !TLS_NAME.test(name));
  if (badName) throw new Error(`SANDBOX_TLS_NAMES must hold host names, got "${badName}"`);
  const paymentTtlSeconds = readPositiveInteger(env, 'SANDBOX_PAYMENT_TTL_SECONDS');
  const refundSettleMs = readWholeNumber(env, 'SANDBOX_REFUND_SETTLE_MS', 'milliseconds');
  const labWebhookSecret = env.SANDBOX_LAB_WEBHOOK_SECRET?.trim();
  const labAutoAdvanceSeconds = readWholeNumber(env, 'SANDBOX_LAB_AUTO_ADVANCE_SECONDS', 'seconds');
  return {
    host: env.SANDBOX_HOST?.trim() || DEFAULTS.host,
    httpPort: readPort(env, 'SANDBOX_PORT', DEFAULTS.httpPort),
    smtpPort: readPort(env, 'SANDBOX_SMTP_PORT', DEFAULTS.smtpPort),
    ...(mollieText ? { molliePort: readPort(env, 'SANDBOX_MOLLIE_PORT', 0) } : {}),
    ...(tlsDir ? { tlsDir } : {}),
    ...(tlsNames.length ? { tlsNames } : {}),
    ...(paymentTtlSeconds === undefined ? {} : { paymentTtlSeconds }),
    ...(refundSettleMs === undefined ? {} : { refundSettleMs }),
    ...(labWebhookSecret ? { labWebhookSecret } : {}),
    ...(labAutoAdvanceSeconds === undefined ? {} : { labAutoAdvanceSeconds }),
  };
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new Error(`${name} must be a port number from 0 to 65535, got "${text}"`);
  }
  return port;
}

function readPositiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (value < 1) throw new Error(`${name} must be a whole number of seconds from 1, got "${text}"`);
  return value;
}

function readWholeNumber(env: NodeJS.ProcessEnv, name: string, unit: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  if (!/^\d{1,9}$/.test(text))
    throw new Error(`${name} must be a whole number of ${unit} from 0, got "${text}"`);
  return Number(text);
}
