/** Postgres unique violation of the live-e-mail index: someone registered the address meanwhile. */
export function isEmailTaken(error: unknown): boolean {
  const driverError = error as { code?: string; constraint?: string; driverError?: { constraint?: string } };
  return (
    driverError.code === '23505' &&
    (driverError.constraint ?? driverError.driverError?.constraint) === 'users_email_unique'
  );
}
