import { SetMetadata } from '@nestjs/common';

export const PUBLIC = Symbol('PUBLIC');

/** Open to anonymous callers (health, CSRF cookie, reference data, login, registration, signed links). */
export const Public = () => SetMetadata(PUBLIC, true);
