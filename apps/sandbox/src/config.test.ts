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
});
