import { type SandboxOptions } from './sandbox.js';

export const DEFAULTS: SandboxOptions = { host: '127.0.0.1', httpPort: 3001, smtpPort: 1025 };

/** Sandbox settings from SANDBOX_HOST, SANDBOX_PORT and SANDBOX_SMTP_PORT. */
export function readSandboxConfig(env: NodeJS.ProcessEnv): SandboxOptions {
  return {
    host: env.SANDBOX_HOST?.trim() || DEFAULTS.host,
    httpPort: readPort(env, 'SANDBOX_PORT', DEFAULTS.httpPort),
    smtpPort: readPort(env, 'SANDBOX_SMTP_PORT', DEFAULTS.smtpPort),
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
