/**
 * Whether the database is known to be unreachable. Opened by a failure that means no connection can
 * be had (the caller decides which); while open, calls are refused at once instead of waiting on a
 * database that is not there, and a probe tries the database every `probeIntervalMs`. The first
 * probe that gets an answer closes the circuit again.
 */
import type { Cancel, Clock } from './clock';

export interface CircuitBreakerOptions {
  clock: Clock;
  probeIntervalMs: number;
  /** Tries the database once: resolves true when it answered (it never rejects). */
  probe(): Promise<boolean>;
  /** Called once each time the circuit opens, with the failure that opened it. */
  onOpen(error: unknown): void;
}

export interface CircuitBreaker {
  /** True while the database is known to be unreachable. */
  isOpen(): boolean;
  /** The database is unreachable: refuse calls and probe until it answers. */
  open(error: unknown): void;
  /** Stops probing for good; the circuit never opens again. */
  end(): void;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  let open = false;
  let ended = false;
  /** The probe waiting or running (null: none). */
  let probing: Cancel | null = null;

  const schedule = () => {
    probing = options.clock.after(options.probeIntervalMs, () => void probe());
  };

  async function probe(): Promise<void> {
    const answered = await options.probe();
    probing = null;
    if (ended) return;
    if (answered) open = false;
    else schedule();
  }

  return {
    isOpen: () => open,
    open(error) {
      if (ended) return;
      if (!open) {
        open = true;
        options.onOpen(error);
      }
      if (probing === null) schedule();
    },
    end() {
      ended = true;
      probing?.();
      probing = null;
    },
  };
}
