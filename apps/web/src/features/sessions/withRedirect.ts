/** `path?redirect=…` when there is somewhere to go back to. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}
