import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { EntityManager, Repository } from 'typeorm';
import { REGISTRATION_CODE_LENGTH } from '@portal/shared-types';
import { ValidationError } from '../../../common/errors/app-error.js';
import { AppConfig } from '../../../config/app-config.js';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter.service.js';
import { RegistrationCode } from '../entities/registration-code.entity.js';
import { signRegistrationToken, verifyRegistrationToken } from '../registration-token.js';
import { CODE_GUESSES_PER_MINUTE, REGISTRATION_TOKEN_TTL_MS } from '../registration.limits.js';
import type { RegistrationCodeVerification } from '../inputs/registration.types.js';
import { RegistrationError } from '../registration.errors.js';

const usable = (code: RegistrationCode, now: Date) =>
  code.active &&
  (code.max_uses === null || code.uses < code.max_uses) &&
  (code.expires_at === null || code.expires_at > now);

/** Registration codes: checking what a doctor typed, and using one up when the account is created. */
@Injectable()
export class RegistrationCodesService {
  constructor(
    @InjectRepository(RegistrationCode) private readonly codes: Repository<RegistrationCode>,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async verify(typed: string, req: Request): Promise<RegistrationCodeVerification> {
    // Every check counts first, so parallel guesses cannot pass the limit; a right code gives its
    // attempt back, so only wrong guesses stay counted and a practice behind one IP can still register
    // several doctors. (Clearing on success would let one known code wipe a guesser's count.)
    const key = `registration-code:${req.ip ?? 'unknown'}`;
    await this.limiter.hit(key, CODE_GUESSES_PER_MINUTE, 60);
    const value = typed.trim().toUpperCase();
    const code =
      value.length === REGISTRATION_CODE_LENGTH ? await this.codes.findOneBy({ code: value }) : null;
    const now = new Date();
    if (!code || !usable(code, now)) {
      throw ValidationError.of('token', RegistrationError.codeInvalid);
    }
    await this.limiter.release(key);
    const expiresAt = new Date(now.getTime() + REGISTRATION_TOKEN_TTL_MS);
    return {
      registration_token: signRegistrationToken(this.config.appKey, code.id, expiresAt),
      expires_at: expiresAt,
    };
  }

  /** The code id of a genuine, unexpired registration token (a cheap HMAC check); a validation error otherwise. */
  assertToken(registrationToken: string, path: string): string {
    const codeId = verifyRegistrationToken(this.config.appKey, registrationToken);
    if (!codeId) throw ValidationError.of(path, RegistrationError.registrationTokenInvalid);
    return codeId;
  }

  /** Uses the code the token stands for once, inside the registration's transaction. */
  async consume(manager: EntityManager, registrationToken: string, path: string): Promise<RegistrationCode> {
    const codeId = this.assertToken(registrationToken, path);
    // One statement, so concurrent registrations never exceed max_uses.
    const [rows] = await manager.query<[{ id: string }[], number]>(
      `UPDATE registration_codes SET uses = uses + 1
        WHERE id = $1 AND active AND (max_uses IS NULL OR uses < max_uses)
          AND (expires_at IS NULL OR expires_at > now())
        RETURNING id`,
      [codeId],
    );
    if (!rows.length) throw ValidationError.of(path, RegistrationError.codeInvalid);
    return manager.findOneByOrFail(RegistrationCode, { id: codeId });
  }
}
