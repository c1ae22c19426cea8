import type { Request } from 'express';
import { AppError } from '../errors/app-error.js';
import { assertSignedRequest, signedWebLink } from './signed-links.js';

const key = 'k'.repeat(40);
const appUrl = 'https://portal.example/';
const request = (originalUrl: string) => ({ originalUrl }) as Request;

describe('signed web links', () => {
  const inAnHour = new Date(Date.now() + 3_600_000);

  it('points at the web page and carries a signature that is valid for the API path', () => {
    const link = new URL(signedWebLink(key, appUrl, 'doctors/7/register', inAnHour));
    expect(link.origin + link.pathname).toBe('https://portal.example/doctors/7/register');
    expect(() =>
      assertSignedRequest(key, appUrl, request(`/api/doctors/7/register${link.search}`)),
    ).not.toThrow();
  });

  it('keeps an encoded e-mail in the path as the browser sends it', () => {
    const link = new URL(signedWebLink(key, appUrl, 'confirm-email-change/3/a%2Bb%40example.com', inAnHour));
    expect(link.pathname).toBe('/confirm-email-change/3/a%2Bb%40example.com');
    expect(() =>
      assertSignedRequest(key, appUrl, request(`/api${link.pathname}${link.search}`)),
    ).not.toThrow();
  });

  it('refuses the web path itself, other paths, extra parameters and expired links', () => {
    const link = new URL(signedWebLink(key, appUrl, 'doctors/7/register', inAnHour));
    const expired = new URL(signedWebLink(key, appUrl, 'doctors/7/register', new Date(Date.now() - 1000)));
    for (const url of [
      `/doctors/7/register${link.search}`,
      `/api/doctors/8/register${link.search}`,
      `/api/doctors/7/register${link.search}&x=1`,
      `/api/doctors/7/register${expired.search}`,
    ]) {
      expect(() => assertSignedRequest(key, appUrl, request(url))).toThrow(AppError);
      expect(() => assertSignedRequest(key, appUrl, request(url))).toThrow('Invalid signature.');
    }
  });
});
