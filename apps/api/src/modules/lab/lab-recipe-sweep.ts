import { Injectable } from '@nestjs/common';

/**
 * The recipes' part of the lab sweep, supplied by the area above the lab that makes recipes (formulas
 * registers it): a supplements part whose results are in but whose recipe was never made gets its
 * calculation again. Answers how many patients it queued; none registered, it queues nothing.
 */
export type RecipeSweepStep = (now: Date) => Promise<number>;

@Injectable()
export class LabRecipeSweep {
  private step: RecipeSweepStep | null = null;

  register(step: RecipeSweepStep): void {
    this.step = step;
  }

  run(now: Date): Promise<number> {
    return this.step ? this.step(now) : Promise.resolve(0);
  }
}
