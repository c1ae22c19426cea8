import { Injectable } from '@nestjs/common';

/** Something that keeps an account from being deleted, e.g. "patients": 3. */
export interface DeletionBlocker {
  /** A stable name shown to the user, such as `patients`, `orders`, `subscriptions`. */
  readonly name: string;
  count(userId: string): Promise<number>;
}

/**
 * Areas that hold data linked to a doctor (patients, orders, subscriptions) register a blocker in
 * their module's onModuleInit; deleteMe refuses while any of them counts something.
 */
@Injectable()
export class DeletionBlockers {
  private readonly blockers: DeletionBlocker[] = [];

  register(blocker: DeletionBlocker): void {
    this.blockers.push(blocker);
  }

  async find(userId: string): Promise<Record<string, number>> {
    const counts = await Promise.all(
      this.blockers.map(async (b) => [b.name, await b.count(userId)] as const),
    );
    return Object.fromEntries(counts.filter(([, count]) => count > 0));
  }
}
