import { AppConfig } from './app-config.js';
import { parseEnv } from './env.schema.js';
import { DEMO_OPERATOR } from './operator.schema.js';

const base = { DATABASE_URL: 'postgres://localhost/portal' };

describe('configuration', () => {
  it('fills development defaults', () => {
    const env = parseEnv(base);
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAINTENANCE_MODE: false,
      ENFORCE_TWO_FACTOR: false,
      OTP_EMAIL_ENABLED: false,
    });
    expect(env.APP_KEY.length).toBeGreaterThanOrEqual(32);
  });

  it('reads flags and trims the trailing slash of APP_URL', () => {
    const env = parseEnv({
      ...base,
      MAINTENANCE_MODE: 'true',
      ENFORCE_TWO_FACTOR: '1',
      APP_URL: 'https://portal.example.com/',
    });
    expect(env.MAINTENANCE_MODE).toBe(true);
    expect(env.ENFORCE_TWO_FACTOR).toBe(true);
    expect(env.APP_URL).toBe('https://portal.example.com');
  });

  it('names every invalid or missing variable', () => {
    expect(() => parseEnv({ PORT: 'abc', MAINTENANCE_MODE: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*MAINTENANCE_MODE/,
    );
  });

  it('requires real secrets in production', () => {
    expect(() => parseEnv({ ...base, NODE_ENV: 'production' })).toThrow(
      /APP_KEY is required in production[\s\S]*SESSION_SECRET is required in production[\s\S]*APP_URL is required in production/,
    );
    expect(() => parseEnv({ ...base, APP_KEY: 'short' })).toThrow(/APP_KEY must be at least 32 characters/);
  });

  it('talks to the sandbox Mollie unless configured, needs a Mollie key in production and no development CA beside a live key', () => {
    const env = parseEnv(base);
    expect(env).toMatchObject({
      MOLLIE_API_KEY: expect.stringMatching(/^test_\w{30,}$/),
      MOLLIE_API_URL: 'https://127.0.0.1:3443/v2/',
      MOLLIE_CA_FILE: expect.stringMatching(/portal-sandbox-tls\/ca\.pem$/),
      PAYMENT_TIMEOUT_MS: 8000,
    });
    expect(() => parseEnv({ ...base, MOLLIE_API_KEY: 'sk_live_123' })).toThrow(
      /MOLLIE_API_KEY must be a Mollie API key/,
    );
    expect(() => parseEnv({ ...base, MOLLIE_API_URL: 'http://127.0.0.1:3001/v2/' })).toThrow(
      /MOLLIE_API_URL must be an https:\/\/ URL/,
    );
    const production = {
      ...base,
      ...DEMO_OPERATOR,
      NODE_ENV: 'production',
      APP_KEY: 'k'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      APP_URL: 'https://portal.example.com',
    };
    expect(() => parseEnv(production)).toThrow(/MOLLIE_API_KEY is required in production/);
    const liveKey = `live_${'a'.repeat(30)}`;
    const live = { ...production, MOLLIE_API_KEY: liveKey };
    expect(() => parseEnv({ ...base, MOLLIE_API_KEY: liveKey, MOLLIE_CA_FILE: '/tmp/ca.pem' })).toThrow(
      /MOLLIE_CA_FILE trusts a development certificate and is refused with a live key/,
    );
    expect(() => parseEnv(live)).toThrow(
      /LAB_API_KEY is required in production[\s\S]*LAB_WEBHOOK_SECRET is required in production/,
    );
    expect(
      parseEnv({ ...live, LAB_API_KEY: 'lab_key', LAB_WEBHOOK_SECRET: 'whsec_lab_new,whsec_lab_old' }),
    ).toMatchObject({
      MOLLIE_API_KEY: liveKey,
      MOLLIE_API_URL: 'https://api.mollie.com/v2/',
      MOLLIE_CA_FILE: null,
      LAB_API_KEY: 'lab_key',
      LAB_WEBHOOK_SECRET: ['whsec_lab_new', 'whsec_lab_old'],
    });
  });

  it('talks to the sandbox lab unless configured', () => {
    expect(parseEnv(base)).toMatchObject({
      LAB_API_URL: 'http://127.0.0.1:3001/lab',
      LAB_API_KEY: 'test_sandbox_lab',
      LAB_WEBHOOK_SECRET: ['whsec_sandbox_lab'],
      LAB_TIMEOUT_MS: 8000,
    });
  });

  it('mails the service team at its default address unless configured, and refuses a non-address', () => {
    expect(parseEnv(base).SERVICE_TEAM_EMAIL).toBe('service@vitalis-portal.de');
    expect(parseEnv({ ...base, SERVICE_TEAM_EMAIL: 'labor-team@example.com' }).SERVICE_TEAM_EMAIL).toBe(
      'labor-team@example.com',
    );
    expect(() => parseEnv({ ...base, SERVICE_TEAM_EMAIL: 'service team' })).toThrow(
      /SERVICE_TEAM_EMAIL must be an e-mail address/,
    );
  });

  it('trusts no proxy and sends no stack traces unless told to', () => {
    const env = parseEnv(base);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.GRAPHQL_STACKTRACES).toBe(false);
    expect(parseEnv({ ...base, GRAPHQL_STACKTRACES: 'true' }).GRAPHQL_STACKTRACES).toBe(true);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8,uniquelocal', ['::1', 'fd00::/8', 'uniquelocal']],
  ])('reads TRUST_PROXY %j', (value, expected) => {
    expect(parseEnv({ ...base, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'yes', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', '300'])(
    'refuses TRUST_PROXY %j: trusting any proxy would let clients choose their address',
    (value) => {
      expect(() => parseEnv({ ...base, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be false, a hop count \(1-99\) or a comma-separated list/,
      );
    },
  );

  it('traces nothing unless an OTLP endpoint is given, and takes only an http(s) URL', () => {
    expect(parseEnv(base).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(
      parseEnv({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: '' }).OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBeUndefined();
    expect(
      parseEnv({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe('http://collector:4318');
    for (const value of ['collector:4318', 'grpc://collector:4317', 'nonsense'])
      expect(() => parseEnv({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: value })).toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
      );
  });

  describe("the operator's data (imprint, privacy notice, support contact)", () => {
    const secrets = {
      ...base,
      NODE_ENV: 'production',
      APP_KEY: 'k'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      APP_URL: 'https://portal.example.com',
      MOLLIE_API_KEY: `live_${'a'.repeat(30)}`,
      LAB_API_KEY: 'lab_key',
      LAB_WEBHOOK_SECRET: 'whsec_lab',
    };

    it('refuses to start production without it, naming every missing value', () => {
      const optional = ['OPERATOR_VAT_ID', 'OPERATOR_TAX_NUMBER', 'OPERATOR_BIC', 'OPERATOR_BANK_NAME'];
      const required = Object.keys(DEMO_OPERATOR).filter((key) => !optional.includes(key));
      let message = '';
      try {
        parseEnv(secrets);
      } catch (error) {
        message = (error as Error).message;
      }
      for (const key of required) expect(message).toContain(`${key}: ${key} is required in production`);
      // Either tax identifier will do; one of them every invoice needs (§ 14 Abs. 4 Satz 1 Nr. 2 UStG).
      expect(message).toContain(
        'OPERATOR_TAX_NUMBER: OPERATOR_VAT_ID or OPERATOR_TAX_NUMBER is required in production',
      );
      expect(message).not.toContain('OPERATOR_VAT_ID:');
      // One value missing is enough to refuse.
      expect(() => parseEnv({ ...secrets, ...DEMO_OPERATOR, DPO_EMAIL: '' })).toThrow(
        /DPO_EMAIL is required in production/,
      );
      expect(() => parseEnv({ ...secrets, ...DEMO_OPERATOR, SUPPORT_EMAIL: 'no-address' })).toThrow(
        /SUPPORT_EMAIL must be an e-mail address/,
      );
    });

    it('serves the configured operator in production, the VAT id optional', () => {
      const { OPERATOR_VAT_ID: _vat, ...withoutVat } = DEMO_OPERATOR;
      const config = new AppConfig(
        parseEnv({
          ...secrets,
          ...withoutVat,
          OPERATOR_NAME: 'Echte GmbH',
          OPERATOR_MANAGING_DIRECTORS: 'A, B ,',
        }),
      );
      expect(config.operator).toMatchObject({
        name: 'Echte GmbH',
        managingDirectors: ['A', 'B'],
        vatId: null,
        taxNumber: DEMO_OPERATOR.OPERATOR_TAX_NUMBER,
      });
      // Without either tax identifier no invoice could be issued: refused.
      const { OPERATOR_TAX_NUMBER: _tax, ...withoutEither } = withoutVat;
      expect(() => parseEnv({ ...secrets, ...withoutEither })).toThrow(
        /OPERATOR_VAT_ID or OPERATOR_TAX_NUMBER is required in production/,
      );
    });

    it('checks the IBAN (ISO 13616 check digits) and the BIC, and requires the IBAN in production', () => {
      expect(parseEnv({ ...base, OPERATOR_IBAN: 'at61 1904 3002 3457 3201' }).OPERATOR_IBAN).toBe(
        'at61 1904 3002 3457 3201',
      );
      expect(
        new AppConfig(parseEnv({ ...base, OPERATOR_IBAN: 'at61 1904 3002 3457 3201' })).operator.iban,
      ).toBe('AT611904300234573201');
      // One digit off, a wrong check digit, too short, not an IBAN at all.
      for (const iban of ['DE89 3704 0044 0532 0130 01', 'DE88370400440532013000', 'DE89 3704', 'Sparkasse'])
        expect(() => parseEnv({ ...base, OPERATOR_IBAN: iban })).toThrow(
          /OPERATOR_IBAN must be an IBAN with correct check digits/,
        );
      expect(() => parseEnv({ ...base, OPERATOR_BIC: 'COBADE' })).toThrow(/OPERATOR_BIC must be a BIC/);
      expect(() => parseEnv({ ...secrets, ...DEMO_OPERATOR, OPERATOR_IBAN: '' })).toThrow(
        /OPERATOR_IBAN is required in production/,
      );
      const { OPERATOR_BIC: _bic, OPERATOR_BANK_NAME: _bank, ...withoutBic } = DEMO_OPERATOR;
      expect(new AppConfig(parseEnv({ ...secrets, ...withoutBic })).operator).toMatchObject({
        iban: 'DE89370400440532013000',
        bic: null,
        bankName: null,
      });
    });

    it('knows the seat (DE or AT) the VAT rules need, and the OSS registration (default: not registered)', () => {
      const of = (env: Record<string, string>) => new AppConfig(parseEnv({ ...base, ...env })).operator;
      expect(of({})).toMatchObject({ countryCode: 'DE', ossRegistered: false });
      expect(of({ OPERATOR_COUNTRY: 'Österreich', OPERATOR_OSS_REGISTERED: 'true' })).toMatchObject({
        countryCode: 'AT',
        ossRegistered: true,
      });
      expect(() => parseEnv({ ...base, OPERATOR_COUNTRY: 'Schweiz' })).toThrow(
        /OPERATOR_COUNTRY must be Deutschland or Österreich/,
      );
    });

    it('fills the demo operator outside production (what npm start shows)', () => {
      const config = new AppConfig(parseEnv(base));
      expect(config.operator).toMatchObject({
        name: DEMO_OPERATOR.OPERATOR_NAME,
        supportEmail: DEMO_OPERATOR.SUPPORT_EMAIL,
        dpoEmail: DEMO_OPERATOR.DPO_EMAIL,
      });
      expect(new AppConfig(parseEnv({ ...base, OPERATOR_NAME: 'Andere GmbH' })).operator.name).toBe(
        'Andere GmbH',
      );
    });
  });
});
