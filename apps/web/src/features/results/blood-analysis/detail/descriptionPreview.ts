export const DESCRIPTION_PREVIEW_LENGTH = 240;

/**
 * The description's preview (spec: cut at 240 characters): whole words up to the limit and an ellipsis, or the
 * whole text when it is short enough.
 */
export function descriptionPreview(
  text: string,
  limit = DESCRIPTION_PREVIEW_LENGTH,
): { text: string; isCut: boolean } {
  if (text.length <= limit) return { text, isCut: false };
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where the limit falls.
  const words = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return { text: `${words.trimEnd()} …`, isCut: true };
}
