// The sandbox's test controls (`/payment/test/…`, `/lab/test/…`), as the API tests drive them.

/** Calls one control; answers the parsed JSON body, if any; throws on a refusal. */
export async function sandboxControl(sandboxUrl, method, path, body) {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}
