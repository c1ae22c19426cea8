import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { checkOperator, operatorFields, ossField } from './operator.schema.js';
import { otlpEndpointSetting } from './otlp-endpoint.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

// Express's names for address ranges, usable in TRUST_PROXY beside addresses and CIDR subnets.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell the client's address in X-Forwarded-For. Off by default: the address is the
 * socket's, so no client can pick the address its rate limits are counted under. On: a hop count (the
 * number of proxies in front of the API) or a comma-separated list of proxy addresses, subnets and
 * Express's range names. `true` (every proxy) is refused, since it makes the header the client's to choose.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['', 'false', 'off', 'no', '0'].includes(lower)) return false;
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const entries = lower.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must be false, a hop count (1-99) or a comma-separated list of proxy addresses or subnets',
    });
    return z.NEVER;
  });

// Development keys are fixed strings so that `npm start` works with no setup; production must set its own.
const DEV_APP_KEY = 'dev-only-app-key-change-me-0123456789abcdef';
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
// A Mollie test key for the sandbox, so development and tests talk to it unconfigured (Mollie's shape: test_ + 30).
const DEV_MOLLIE_API_KEY = 'test_sandboxPortalDevelopmentKey00000';
// The sandbox serves Mollie's API over HTTPS with a certificate of its own, kept in its TLS directory.
const SANDBOX_MOLLIE_API_URL = 'https://127.0.0.1:3443/v2/';
const SANDBOX_CA_FILE = join(tmpdir(), 'portal-sandbox-tls', 'ca.pem');
const MOLLIE_API_URL = 'https://api.mollie.com/v2/';
// The same for the sandbox lab partner.
const DEV_LAB_API_KEY = 'test_sandbox_lab';
const DEV_LAB_WEBHOOK_SECRET = 'whsec_sandbox_lab';

/** Active webhook secrets, comma-separated: during a rotation both the old and the new one verify. */
const webhookSecrets = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
  );

/** An empty value counts as not set (docker compose passes `${VAR-default}` through as empty). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** Outside production and without a live key, Mollie is the sandbox unless MOLLIE_API_URL says otherwise. */
const talksToSandbox = (env: { NODE_ENV: string; MOLLIE_API_KEY?: string }) =>
  env.NODE_ENV !== 'production' && !env.MOLLIE_API_KEY?.startsWith('live_');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
      .default('redis://127.0.0.1:6379'),
    APP_KEY: z.string().min(32, 'APP_KEY must be at least 32 characters').optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// URL')
      .default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().default('Vitalis Portal <no-reply@vitalis-portal.de>'),
    // Where the service team is told about work for it (blood values uploaded as a file).
    SERVICE_TEAM_EMAIL: z
      .email('SERVICE_TEAM_EMAIL must be an e-mail address')
      .default('service@vitalis-portal.de'),
    // Mollie: the key decides test or live mode (test_… / live_…); the endpoint is the sandbox's outside production.
    MOLLIE_API_KEY: z
      .string()
      .trim()
      .regex(/^(test|live)_\w{30,}$/, 'MOLLIE_API_KEY must be a Mollie API key (test_… or live_…)')
      .optional(),
    MOLLIE_API_URL: unsetWhenEmpty(
      z.url({ protocol: /^https$/, error: 'MOLLIE_API_URL must be an https:// URL' }).optional(),
    ),
    // The sandbox's certificate, which the Mollie client trusts besides the public CAs (refused with a live key).
    MOLLIE_CA_FILE: unsetWhenEmpty(z.string().trim().min(1).optional()),
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    LAB_API_URL: z.url().default('http://127.0.0.1:3001/lab'),
    LAB_API_KEY: z.string().trim().min(1).optional(),
    LAB_WEBHOOK_SECRET: webhookSecrets,
    LAB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    // How long a download waits for the worker to render its PDF before answering 503 "try again".
    DOCUMENT_WAIT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    // How long a worker holds a job before BullMQ deems it stalled (its process died) and runs it again.
    JOB_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    // The worker's timed sweeps (lab, payments, subscriptions, documents). Off only in tests, whose suites share
    // one database but not their queues: a sweep of one suite would send another suite's orders.
    SCHEDULES_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    // The PDF renderer's browser: Chromium's headless shell makes the PDF in the page's renderer, where the
    // full browser starts a print-compositor process for every PDF (docs/decisions/documents.md, issue 35).
    // The binary itself: Debian's /usr/bin wrapper does not exec it, and the renderer must own the process.
    PDF_CHROMIUM_PATH: z.string().default('/usr/lib/chromium/chromium-headless-shell'),
    MAINTENANCE_MODE: booleanFlag,
    ENFORCE_TWO_FACTOR: booleanFlag,
    OTP_EMAIL_ENABLED: booleanFlag,
    // Namespaces every key in Redis (queues, rate limits, codes): test runs and checkouts sharing one Redis stay apart.
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'REDIS_PREFIX may hold letters, digits, _ and -')
      .default('bull'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SQL_STATEMENT_HEADER: booleanFlag,
    TRUST_PROXY: trustProxySetting,
    // Tracing over OTLP/HTTP when set (tracing/start-tracing.ts reads it before the app loads); off when unset.
    OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpointSetting,
    // Stack traces stay in the server log; a developer may ask for them in GraphQL answers too.
    GRAPHQL_STACKTRACES: booleanFlag,
    WEB_DIST: z.string().optional(),
    SCHEMA_FILE: z.string().optional(),
    ...operatorFields,
    ...ossField,
  })
  .superRefine((env, ctx) => {
    checkOperator(env, ctx);
    // A development certificate is for the sandbox: never beside a live key, whatever NODE_ENV says.
    if (env.MOLLIE_CA_FILE && env.MOLLIE_API_KEY?.startsWith('live_'))
      ctx.addIssue({
        code: 'custom',
        path: ['MOLLIE_CA_FILE'],
        message: 'MOLLIE_CA_FILE trusts a development certificate and is refused with a live key',
      });
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['APP_KEY', 'SESSION_SECRET', 'APP_URL', 'MOLLIE_API_KEY', 'LAB_API_KEY'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required in production` });
    }
    if (!env.LAB_WEBHOOK_SECRET.length)
      ctx.addIssue({
        code: 'custom',
        path: ['LAB_WEBHOOK_SECRET'],
        message: 'LAB_WEBHOOK_SECRET is required in production',
      });
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    APP_KEY: env.APP_KEY ?? DEV_APP_KEY,
    SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    MOLLIE_API_KEY: env.MOLLIE_API_KEY ?? DEV_MOLLIE_API_KEY,
    MOLLIE_API_URL: env.MOLLIE_API_URL ?? (talksToSandbox(env) ? SANDBOX_MOLLIE_API_URL : MOLLIE_API_URL),
    MOLLIE_CA_FILE: env.MOLLIE_CA_FILE ?? (talksToSandbox(env) ? SANDBOX_CA_FILE : null),
    LAB_API_KEY: env.LAB_API_KEY ?? DEV_LAB_API_KEY,
    LAB_WEBHOOK_SECRET: env.LAB_WEBHOOK_SECRET.length ? env.LAB_WEBHOOK_SECRET : [DEV_LAB_WEBHOOK_SECRET],
  }));

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
