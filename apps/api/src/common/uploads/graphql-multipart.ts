import type { NextFunction, Request, RequestHandler, Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { ErrorCode } from '../errors/app-error.js';
import type { ErrorDefinition } from '../errors/error-catalogue.js';
import { UploadError } from './upload.errors.js';

/**
 * The headers Apollo's CSRF prevention accepts on a request a browser sends without a preflight (a
 * multipart form): a cross-site form cannot set any of them. The web sends X-Requested-With.
 */
export const PREFLIGHT_HEADERS = ['x-requested-with', 'x-apollo-operation-name', 'apollo-require-preflight'];

export interface MultipartLimits {
  /** Bytes of one file. */
  maxFileSize: number;
  maxFiles: number;
}

// Room for the `operations` and `map` fields and the part headers beside the file.
const FIELDS_ALLOWANCE = 64 * 1024;

const hasPreflightHeader = (req: Request) => PREFLIGHT_HEADERS.some((name) => Boolean(req.get(name)));

/** The GraphQL answer of a refused upload: a validation error on the `file` argument. */
function refuse(res: Response, status: number, failure: ErrorDefinition): void {
  res.status(status).json({
    errors: [
      {
        message: 'Validation failed for the field [file].',
        extensions: {
          code: ErrorCode.Validation,
          category: 'validation',
          validation: { file: [failure.message] },
          reasons: { file: [failure.reason] },
        },
      },
    ],
  });
}

function refuseMalformed(res: Response, message: string): void {
  res.status(400).json({ errors: [{ message, extensions: { code: ErrorCode.BadRequest } }] });
}

/**
 * GraphQL multipart requests (graphql-multipart-request-spec) on /graphql, through graphql-upload: the
 * `Upload` arguments become promises of their files. Refused before a byte of the file is read: a
 * request without a preflight header (handed to Apollo unread, whose CSRF prevention answers it) and
 * one whose declared length exceeds the limit. While parsing, more files than allowed are refused and a
 * longer file is cut (the resolver then reports it as too large).
 */
export function graphqlMultipart(limits: MultipartLimits): RequestHandler {
  const parse = graphqlUploadExpress({
    // One byte more than allowed, so that a file of exactly the limit is whole and a longer one is
    // seen to be longer by readUpload (busboy marks a file as cut once it reaches its limit).
    maxFileSize: limits.maxFileSize + 1,
    maxFiles: limits.maxFiles,
    maxFieldSize: FIELDS_ALLOWANCE,
  });
  const maxRequestBytes = limits.maxFileSize * limits.maxFiles + FIELDS_ALLOWANCE;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    if (!hasPreflightHeader(req)) {
      req.body = {};
      req.resume();
      return next();
    }
    if (Number(req.get('content-length') ?? 0) > maxRequestBytes) {
      // Answer, then drop the connection rather than read what was refused.
      res.setHeader('Connection', 'close');
      refuse(res, 413, UploadError.fileTooLarge);
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const { status, message } = error as { status?: number; message?: string };
      if (res.headersSent || status === 499) return;
      if (status === 413 && /max file uploads exceeded/.test(message ?? ''))
        return refuse(res, 413, UploadError.tooManyFiles);
      if (status === 413) return refuse(res, 413, UploadError.fileTooLarge);
      refuseMalformed(res, status === 400 && message ? message : 'Invalid multipart request.');
    });
  };
}
