import { type Env, parseEnv } from './env.schema.js';
import { type Operator, operatorOf } from './operator.schema.js';

// The typed configuration, read once from the environment. Injected by class token.
export class AppConfig {
  readonly nodeEnv: Env['NODE_ENV'];
  readonly isProduction: boolean;
  readonly isDevelopment: boolean;
  readonly port: number;
  readonly appUrl: string;
  readonly secureCookies: boolean;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly redisPrefix: string;
  readonly appKey: string;
  readonly sessionSecret: string;
  readonly smtpUrl: string;
  readonly mailFrom: string;
  /** The service team's mailbox (uploaded blood values to enter). */
  readonly serviceTeamEmail: string;
  /** Mollie's API (the sandbox's outside production), with a trailing slash. */
  readonly mollieApiUrl: string;
  /** Never logged: Mollie's API key; `test_…` or `live_…` decides the mode. */
  readonly mollieApiKey: string;
  /** A certificate the Mollie client trusts besides the public CAs (the sandbox's); null against Mollie itself. */
  readonly mollieCaFile: string | null;
  readonly paymentTimeoutMs: number;
  readonly labApiUrl: string;
  readonly labApiKey: string;
  /** Active lab callback secrets: during a rotation both the old and the new one verify. */
  readonly labWebhookSecrets: readonly string[];
  readonly labTimeoutMs: number;
  /** A job whose worker stopped renewing its lock for this long (killed) is run again. */
  readonly jobLockMs: number;
  readonly documentWaitMs: number;
  readonly schedulesEnabled: boolean;
  readonly chromiumPath: string;
  /** The PDF renderer's browser (the headless shell); CHROMIUM_PATH's browser where it is missing. */
  readonly pdfChromiumPath: string;
  readonly maintenanceMode: boolean;
  readonly enforceTwoFactor: boolean;
  readonly otpEmailEnabled: boolean;
  readonly logLevel: Env['LOG_LEVEL'];
  readonly webDist: string | undefined;
  readonly sqlStatementHeader: boolean;
  readonly schemaFile: string | undefined;
  /** Express's `trust proxy`: false, a hop count or the trusted proxy addresses. */
  readonly trustProxy: Env['TRUST_PROXY'];
  readonly graphqlStacktraces: boolean;
  /** Who runs the portal: imprint, privacy notice, terms, support contact. */
  readonly operator: Operator;

  constructor(env: Env) {
    this.nodeEnv = env.NODE_ENV;
    this.isProduction = env.NODE_ENV === 'production';
    this.operator = operatorOf(env);
    this.isDevelopment = env.NODE_ENV === 'development';
    this.port = env.PORT;
    this.appUrl = env.APP_URL;
    this.secureCookies = env.APP_URL.startsWith('https://');
    this.databaseUrl = env.DATABASE_URL;
    this.redisUrl = env.REDIS_URL;
    this.redisPrefix = env.REDIS_PREFIX;
    this.appKey = env.APP_KEY;
    this.sessionSecret = env.SESSION_SECRET;
    this.smtpUrl = env.SMTP_URL;
    this.mailFrom = env.MAIL_FROM;
    this.serviceTeamEmail = env.SERVICE_TEAM_EMAIL;
    this.mollieApiUrl = env.MOLLIE_API_URL;
    this.mollieApiKey = env.MOLLIE_API_KEY;
    this.mollieCaFile = env.MOLLIE_CA_FILE;
    this.paymentTimeoutMs = env.PAYMENT_TIMEOUT_MS;
    this.labApiUrl = env.LAB_API_URL.replace(/\/$/, '');
    this.labApiKey = env.LAB_API_KEY;
    this.labWebhookSecrets = env.LAB_WEBHOOK_SECRET;
    this.labTimeoutMs = env.LAB_TIMEOUT_MS;
    this.jobLockMs = env.JOB_LOCK_MS;
    this.documentWaitMs = env.DOCUMENT_WAIT_MS;
    this.schedulesEnabled = env.SCHEDULES_ENABLED;
    this.chromiumPath = env.CHROMIUM_PATH;
    this.pdfChromiumPath = env.PDF_CHROMIUM_PATH;
    this.maintenanceMode = env.MAINTENANCE_MODE;
    this.enforceTwoFactor = env.ENFORCE_TWO_FACTOR;
    this.otpEmailEnabled = env.OTP_EMAIL_ENABLED;
    this.logLevel = env.LOG_LEVEL;
    this.webDist = env.WEB_DIST;
    this.sqlStatementHeader = env.SQL_STATEMENT_HEADER;
    this.schemaFile = env.SCHEMA_FILE;
    this.trustProxy = env.TRUST_PROXY;
    this.graphqlStacktraces = env.GRAPHQL_STACKTRACES;
  }

  static fromEnvironment(source: NodeJS.ProcessEnv = process.env): AppConfig {
    return new AppConfig(parseEnv(source));
  }
}
