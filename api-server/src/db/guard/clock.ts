/** Time as the database guard sees it: passed in, so that tests can drive it by hand. */
export type Cancel = () => void;

export interface Clock {
  now(): number;
  /** Runs `run` once after `ms`; the returned function cancels it (harmless once it ran). */
  after(ms: number, run: () => void): Cancel;
  /** Runs `run` every `ms` until cancelled; never keeps the process alive on its own. */
  every(ms: number, run: () => void): Cancel;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  every(ms, run) {
    const timer = setInterval(run, ms).unref();
    return () => clearInterval(timer);
  },
};
