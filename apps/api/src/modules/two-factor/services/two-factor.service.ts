import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { toString as toQrString } from 'qrcode';
import { decrypt, encrypt, hmac, sameSecret } from '../../../common/crypto/secrets.js';
import { REDIS } from '../../../common/redis/redis.module.js';
import { AppConfig } from '../../../config/app-config.js';
import { MailService } from '../../mail/index.js';
import { type User, UserTwoFactorColumns } from '../../users/index.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

export const RECOVERY_CODE_COUNT = 8;
export const EMAIL_OTP_TTL_SECONDS = 10 * 60;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomPart = () => Array.from(randomBytes(10), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');

/** `xxxxxxxxxx-xxxxxxxxxx`, as Fortify's recovery codes. */
export function newRecoveryCode(): string {
  return `${randomPart()}-${randomPart()}`;
}

/** TOTP secrets, recovery codes (both encrypted with APP_KEY) and e-mailed one-time codes. */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly columns: UserTwoFactorColumns,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** Starts (or restarts) set-up: a fresh secret and recovery codes, not yet confirmed. */
  async enable(userId: string): Promise<void> {
    await this.columns.change(userId, {
      two_factor_secret: encrypt(this.config.appKey, newTotpSecret()),
      two_factor_recovery_codes: encrypt(this.config.appKey, JSON.stringify(this.freshCodes())),
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
    });
  }

  async disable(userId: string): Promise<void> {
    await this.columns.change(userId, {
      two_factor_secret: null,
      two_factor_recovery_codes: null,
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
      has_enabled_otp_email: false,
    });
    await this.redis.del(this.otpKey(userId));
  }

  async qrCode(user: User): Promise<{ svg: string; url: string } | null> {
    const { two_factor_secret } = await this.columns.secrets(user.id);
    if (!two_factor_secret) return null;
    const url = totpUri(decrypt(this.config.appKey, two_factor_secret), user.email);
    return { svg: await toQrString(url, { type: 'svg', margin: 1, width: 192 }), url };
  }

  /** Accepts an authenticator code or, for users with e-mail codes, the e-mailed code. */
  async verifyCode(user: User, code: string): Promise<boolean> {
    if (user.has_enabled_otp_email && (await this.consumeEmailCode(user.id, code))) return true;
    const { two_factor_secret, two_factor_last_step } = await this.columns.secrets(user.id);
    if (!two_factor_secret) return false;
    const last = two_factor_last_step === null ? null : Number(two_factor_last_step);
    const step = await verifyTotp(decrypt(this.config.appKey, two_factor_secret), code, last);
    if (step === null) return false;
    // Only one request can move the step forward: a replay racing this one is refused.
    return this.columns.advanceStep(user.id, step);
  }

  async confirm(userId: string): Promise<void> {
    await this.columns.change(userId, { two_factor_confirmed_at: new Date() });
  }

  async recoveryCodes(userId: string): Promise<string[]> {
    const { two_factor_recovery_codes } = await this.columns.secrets(userId);
    return two_factor_recovery_codes
      ? (JSON.parse(decrypt(this.config.appKey, two_factor_recovery_codes)) as string[])
      : [];
  }

  async regenerateRecoveryCodes(userId: string): Promise<string[]> {
    const codes = this.freshCodes();
    await this.columns.change(userId, {
      two_factor_recovery_codes: encrypt(this.config.appKey, JSON.stringify(codes)),
    });
    return codes;
  }

  /** Uses a recovery code once: it is replaced by a new one, as Fortify does. */
  async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const codes = await this.recoveryCodes(userId);
    const index = codes.findIndex((known) => sameSecret(known, code.trim()));
    if (index < 0) return false;
    codes[index] = newRecoveryCode();
    await this.columns.change(userId, {
      two_factor_recovery_codes: encrypt(this.config.appKey, JSON.stringify(codes)),
    });
    return true;
  }

  /** Sends a 6-digit code valid for 10 minutes; a new code replaces the previous one. */
  async sendEmailCode(user: User): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.redis.set(
      this.otpKey(user.id),
      hmac(this.config.appKey, 'email-otp', `${user.id}:${code}`),
      'EX',
      EMAIL_OTP_TTL_SECONDS,
    );
    await this.mail.send({
      to: user.email,
      template: 'one-time-code',
      locale: user.locale === 'en' ? 'en' : 'de',
      data: { code },
    });
  }

  private async consumeEmailCode(userId: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const expected = await this.redis.get(this.otpKey(userId));
    if (!expected || !sameSecret(expected, hmac(this.config.appKey, 'email-otp', `${userId}:${code}`)))
      return false;
    // GETDEL-like: only the request that deletes the key may use the code.
    return (await this.redis.del(this.otpKey(userId))) === 1;
  }

  private otpKey(userId: string): string {
    return `${this.config.redisPrefix}:otp:email:${userId}`;
  }

  private freshCodes(): string[] {
    return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  }
}
