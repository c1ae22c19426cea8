import { describe, expect, it } from 'vitest';
import { readSandboxConfig } from './config.js';

describe('readSandboxConfig', () => {
  it('defaults to 127.0.0.1, HTTP 3001 and SMTP 1025', () => {
    expect(readSandboxConfig({})).toEqual({ host: '127.0.0.1', httpPort: 3001, smtpPort: 1025 });
    expect(readSandboxConfig({ SANDBOX_HOST: ' ', SANDBOX_PORT: '', SANDBOX_SMTP_PORT: ' ' })).toEqual({
      host: '127.0.0.1',
      httpPort: 3001,
      smtpPort: 1025,
    });
  });

  it('reads the environment', () => {
    expect(
      readSandboxConfig({ SANDBOX_HOST: '0.0.0.0', SANDBOX_PORT: '4001', SANDBOX_SMTP_PORT: '0' }),
    ).toEqual({
      host: '0.0.0.0',
      httpPort: 4001,
      smtpPort: 0,
    });
  });

  it.each(['abc', '-1', '65536', '1.5', '3001x', '123456'])('refuses the port %j', (port) => {
    expect(() => readSandboxConfig({ SANDBOX_PORT: port })).toThrow(/SANDBOX_PORT must be a port number/);
    expect(() => readSandboxConfig({ SANDBOX_SMTP_PORT: port })).toThrow(/SANDBOX_SMTP_PORT/);
  });

  it('leaves the payment settings to startSandbox when unset', () => {
    const config = readSandboxConfig({
      SANDBOX_MOLLIE_PORT: ' ',
      SANDBOX_TLS_DIR: '',
      SANDBOX_PAYMENT_TTL_SECONDS: '',
      SANDBOX_REFUND_SETTLE_MS: ' ',
    });
    expect(config).toEqual({ host: '127.0.0.1', httpPort: 3001, smtpPort: 1025 });
  });

  it('reads the Mollie port, TLS directory, payment lifetime and refund settle time', () => {
    expect(
      readSandboxConfig({
        SANDBOX_MOLLIE_PORT: '4443',
        SANDBOX_TLS_DIR: ' /tmp/tls ',
        SANDBOX_PAYMENT_TTL_SECONDS: ' 60 ',
        SANDBOX_REFUND_SETTLE_MS: '0',
      }),
    ).toMatchObject({ molliePort: 4443, tlsDir: '/tmp/tls', paymentTtlSeconds: 60, refundSettleMs: 0 });
    expect(readSandboxConfig({ SANDBOX_MOLLIE_PORT: '0' })).toMatchObject({ molliePort: 0 });
    expect(readSandboxConfig({ SANDBOX_TLS_NAMES: ' Sandbox, payments.internal ,' })).toMatchObject({
      tlsNames: ['sandbox', 'payments.internal'],
    });
    expect(() => readSandboxConfig({ SANDBOX_TLS_NAMES: 'sand box' })).toThrow(
      /SANDBOX_TLS_NAMES must hold host names, got "sand box"/,
    );
  });

  it('refuses a bad Mollie port or refund settle time', () => {
    expect(() => readSandboxConfig({ SANDBOX_MOLLIE_PORT: '70000' })).toThrow(
      /SANDBOX_MOLLIE_PORT must be a port/,
    );
    expect(() => readSandboxConfig({ SANDBOX_REFUND_SETTLE_MS: '1.5' })).toThrow(
      /SANDBOX_REFUND_SETTLE_MS must be a whole number of milliseconds/,
    );
  });

  it.each(['0', '-5', '1.5', '30s', 'abc'])('refuses the payment lifetime %j', (seconds) => {
    expect(() => readSandboxConfig({ SANDBOX_PAYMENT_TTL_SECONDS: seconds })).toThrow(
      /SANDBOX_PAYMENT_TTL_SECONDS must be a whole number/,
    );
  });

  it('reads the lab webhook secret and auto-advance interval, and leaves them out when unset', () => {
    const unset = readSandboxConfig({
      SANDBOX_LAB_WEBHOOK_SECRET: ' ',
      SANDBOX_LAB_AUTO_ADVANCE_SECONDS: '',
    });
    expect(unset).not.toHaveProperty('labWebhookSecret');
    expect(unset).not.toHaveProperty('labAutoAdvanceSeconds');
    expect(
      readSandboxConfig({ SANDBOX_LAB_WEBHOOK_SECRET: 'whsec_lab', SANDBOX_LAB_AUTO_ADVANCE_SECONDS: ' 0 ' }),
    ).toMatchObject({ labWebhookSecret: 'whsec_lab', labAutoAdvanceSeconds: 0 });
    expect(readSandboxConfig({ SANDBOX_LAB_AUTO_ADVANCE_SECONDS: '20' })).toMatchObject({
      labAutoAdvanceSeconds: 20,
    });
  });

  it.each(['-1', '1.5', '10s'])('refuses the lab auto-advance interval %j', (seconds) => {
    expect(() => readSandboxConfig({ SANDBOX_LAB_AUTO_ADVANCE_SECONDS: seconds })).toThrow(
      /SANDBOX_LAB_AUTO_ADVANCE_SECONDS must be a whole number/,
    );
  });
});
