import { parseEnv } from './env.schema.js';

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
});
