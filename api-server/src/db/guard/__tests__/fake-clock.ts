import type { Cancel, Clock } from '../clock';

/** A clock moved by hand: `advance` runs the timers that fall due, in order, letting promises settle after each. */
export class FakeClock implements Clock {
  private time = 1_700_000_000_000;
  private timers: { at: number; run: () => void; every?: number }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void): Cancel {
    return this.add({ at: this.time + ms, run });
  }

  every(ms: number, run: () => void): Cancel {
    return this.add({ at: this.time + ms, run, every: ms });
  }

  /** Timers waiting (intervals included). */
  get pending(): number {
    return this.timers.length;
  }

  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      await settle();
      const next = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.time = next.at;
      if (next.every) next.at += next.every;
      else this.timers = this.timers.filter((timer) => timer !== next);
      next.run();
    }
    this.time = until;
    await settle();
  }

  private add(timer: { at: number; run: () => void; every?: number }): Cancel {
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((other) => other !== timer);
    };
  }
}

/** Lets every promise that can settle now do so. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
