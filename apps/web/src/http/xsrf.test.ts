import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureXsrfToken, forgetXsrfToken, readXsrfToken, XsrfTokenUnavailableError } from './xsrf';

const setCookie = () => {
  document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
};

afterEach(() => {
  forgetXsrfToken();
  vi.unstubAllGlobals();
});

describe('xsrf', () => {
  it('reads the cookie URI-decoded and forgets it', () => {
    setCookie();
    expect(readXsrfToken()).toBe('abc==');
    forgetXsrfToken();
    expect(readXsrfToken()).toBeNull();
  });

  it('uses the cookie without a request when it is there', async () => {
    setCookie();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(ensureXsrfToken()).resolves.toBe('abc==');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the cookie once for concurrent callers when it is missing', async () => {
    const fetch = vi.fn(async () => {
      setCookie();
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetch);
    await expect(Promise.all([ensureXsrfToken(), ensureXsrfToken()])).resolves.toEqual(['abc==', 'abc==']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/sanctum/csrf-cookie',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('fails with XsrfTokenUnavailableError when the cookie cannot be fetched', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response(null, { status: 500 })));
    await expect(ensureXsrfToken()).rejects.toBeInstanceOf(XsrfTokenUnavailableError);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('network down')));
    await expect(ensureXsrfToken()).rejects.toBeInstanceOf(XsrfTokenUnavailableError);
  });
});
