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
  /** The attached files, in order; their bytes at GET /mail/:id/attachments/:index. */
  readonly attachments: readonly StoredAttachment[];
}

export interface StoredAttachment {
  readonly index: number;
  readonly filename: string | null;
  readonly contentType: string;
  /** Bytes. */
  readonly size: number;
}

export interface ParsedAttachment {
  readonly filename: string | null;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export type ParsedMail = Omit<StoredMail, 'id' | 'receivedAt' | 'attachments'> & {
  readonly attachments: readonly ParsedAttachment[];
};
