/** `text` with `inserted` in place of the selection from `start` to `end`, and where the caret goes after it. */
export function insertText(
  text: string,
  start: number,
  end: number,
  inserted: string,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  return { text: text.slice(0, from) + inserted + text.slice(to), caret: from + inserted.length };
}
