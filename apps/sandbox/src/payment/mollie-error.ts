import { type Response } from 'express';
import { type MollieError } from './payment.js';

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request Entity Too Large',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  504: 'Gateway Timeout',
};

const DOCUMENTATION: Readonly<Record<number, string>> = {
  401: 'https://docs.mollie.com/overview/authentication',
};

export function mollieError(status: number, detail: string, field?: string): MollieError {
  return {
    status,
    title: TITLES[status] ?? 'Error',
    detail,
    ...(field === undefined ? {} : { field }),
    _links: {
      documentation: {
        href: DOCUMENTATION[status] ?? 'https://docs.mollie.com/overview/handling-errors',
        type: 'text/html',
      },
    },
  };
}

/** Answers as the Mollie API does: HAL JSON. */
export function sendHal(response: Response, status: number, body: unknown): void {
  response.status(status).type('application/hal+json').send(JSON.stringify(body));
}

export function sendMollieError(response: Response, status: number, detail: string, field?: string): void {
  sendHal(response, status, mollieError(status, detail, field));
}
