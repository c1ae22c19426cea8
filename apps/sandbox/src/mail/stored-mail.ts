/** A received message as the JSON API returns it. */
export interface StoredMail {
  readonly id: string;
  readonly from: string;
  /** Every envelope recipient (To, Cc and Bcc alike), lower-cased. */
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string | null;
  readonly html: string | null;
  /** ISO 8601, UTC. */
  readonly receivedAt: string;
  /** Every http(s) URL in the HTML's hrefs and in the text, decoded, without duplicates. */
  readonly links: readonly string[];
}

export type ParsedMail = Omit<StoredMail, 'id' | 'receivedAt'>;
