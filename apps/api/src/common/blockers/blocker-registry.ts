/** Something that keeps a record from being deleted, e.g. "patients": 3. */
export interface DeletionBlocker {
  /** A stable name shown to the user, such as `patients`, `orders`, `subscriptions`. */
  readonly name: string;
  count(id: string): Promise<number>;
}

/**
 * Areas that hold data linked to a record register a blocker (in their module's onModuleInit);
 * the owner of the record asks all of them before deleting it.
 */
export abstract class BlockerRegistry {
  private readonly blockers: DeletionBlocker[] = [];

  register(blocker: DeletionBlocker): void {
    this.blockers.push(blocker);
  }

  async find(id: string): Promise<Record<string, number>> {
    const counts = await Promise.all(this.blockers.map(async (b) => [b.name, await b.count(id)] as const));
    return Object.fromEntries(counts.filter(([, count]) => count > 0));
  }
}
