import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';

// Signing in and out (doctors and patients), the second factor and the password confirmation only touch
// the session store.
const sessionEndpoints = [
  '/login',
  '/logout',
  '/two-factor-challenge',
  '/user/confirm-password',
  '/api/patient/login',
  '/api/patient/logout',
];

/**
 * Whether a guarded call writes: any GraphQL mutation, or a REST call other than GET/HEAD that is not
 * one of the session endpoints. Shared by the maintenance mode and the handled-by-admin lock.
 */
export function isWriteRequest(context: ExecutionContext): boolean {
  if (context.getType<string>() === 'graphql') {
    const info = GqlExecutionContext.create(context).getInfo<{ parentType: { name: string } }>();
    return info.parentType.name === 'Mutation';
  }
  const req = context.switchToHttp().getRequest<Request>();
  return req.method !== 'GET' && req.method !== 'HEAD' && !sessionEndpoints.includes(req.path);
}
