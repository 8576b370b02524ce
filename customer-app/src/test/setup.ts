/**
 * Browser APIs jsdom lacks but the customer pages use: IntersectionObserver (the shop loads more
 * results as the user scrolls), element scrolling (the chat keeps the newest message in view),
 * ResizeObserver and pointer capture (Radix dialogs).
 */
class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Tests call this to pretend the observed elements scrolled into view. */
  trigger(): void {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this);
  }
  readonly targets = new Set<Element>();
}
// Kept on globalThis so that test files (src/test/scroll.ts) reach the same set.
const observers = new Set<IntersectionObserverStub>();
(globalThis as { __intersectionObservers?: Set<{ trigger(): void }> }).__intersectionObservers = observers;

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

Object.assign(globalThis, { IntersectionObserver: IntersectionObserverStub, ResizeObserver: ResizeObserverStub });
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.scrollTo = function scrollTo() {} as typeof Element.prototype.scrollTo;
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => {};

// Several test runs share two cores: a page journey may take a few seconds.
jest.setTimeout(20_000);
