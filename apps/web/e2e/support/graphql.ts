import type { Page } from '@playwright/test';

/** A GraphQL query with the page's session, as the app sends it (cookie and XSRF header); its data. */
export async function queryThroughPage<Data>(page: Page, query: string): Promise<Data> {
  return page.evaluate(async (text) => {
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token, accept: 'application/json' },
      body: JSON.stringify({ query: text }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data as Data;
  }, query);
}
