export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_REMEMBERED = 20_000;

export interface RememberedAnswer {
  readonly status: number;
  readonly body: unknown;
}

interface Entry extends RememberedAnswer {
  readonly storedAt: number;
}

/** First answers by (API key, Idempotency-Key), replayed for 24 hours. */
export class IdempotencyCache {
  // Insertion order is time order, so the oldest entries are always first.
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  get(apiKey: string, idempotencyKey: string): RememberedAnswer | undefined {
    this.prune();
    return this.entries.get(cacheKey(apiKey, idempotencyKey));
  }

  remember(apiKey: string, idempotencyKey: string, answer: RememberedAnswer): void {
    this.prune();
    this.entries.set(cacheKey(apiKey, idempotencyKey), { ...answer, storedAt: this.now() });
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_REMEMBERED) break;
      this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  private prune(): void {
    const oldest = this.now() - IDEMPOTENCY_WINDOW_MS;
    for (const [key, entry] of this.entries) {
      if (entry.storedAt > oldest) break;
      this.entries.delete(key);
    }
  }
}

function cacheKey(apiKey: string, idempotencyKey: string): string {
  return JSON.stringify([apiKey, idempotencyKey]);
}
