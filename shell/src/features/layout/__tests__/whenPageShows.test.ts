/**
 * A navigation waits for its new page to show something (an element, the page's title): `then`
 * runs once it does, after the timeout when asked to, and never once the wait is over.
 */
import { whenPageShows, type PageWait } from '../whenPageShows';

const bodyWait: PageWait = { in: 'body', timeoutMs: 1000, onTimeout: 'give up' };
const shown = () => document.getElementById('awaited') !== null;

/** The page shows the awaited element. */
function showIt() {
  const element = document.createElement('p');
  element.id = 'awaited';
  document.body.append(element);
}

/** Lets the DOM's changes reach the MutationObserver (told on a microtask). */
const mutationsSeen = () => Promise.resolve();

let then: jest.Mock;
beforeEach(() => {
  then = jest.fn();
  document.body.innerHTML = '';
  document.title = '';
});
afterEach(() => jest.useRealTimers());

it('runs at once when the page shows it already', () => {
  showIt();
  const cancel = whenPageShows(shown, then, bodyWait);
  expect(then).toHaveBeenCalledTimes(1);
  cancel();
  expect(then).toHaveBeenCalledTimes(1);
});

it("runs on the next task instead when asked, and the next navigation's cancel stops it", () => {
  jest.useFakeTimers();
  showIt();
  whenPageShows(shown, then, { ...bodyWait, ifShownAlready: 'next task' });
  expect(then).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(then).toHaveBeenCalledTimes(1);

  then.mockClear();
  whenPageShows(shown, then, { ...bodyWait, ifShownAlready: 'next task' })();
  jest.advanceTimersByTime(0);
  expect(then).not.toHaveBeenCalled();
});

it('runs once the page shows it, and only once', async () => {
  whenPageShows(shown, then, bodyWait);
  document.body.append(document.createElement('div'));
  await mutationsSeen();
  expect(then).not.toHaveBeenCalled();
  showIt();
  await mutationsSeen();
  expect(then).toHaveBeenCalledTimes(1);
  showIt();
  await mutationsSeen();
  expect(then).toHaveBeenCalledTimes(1);
});

it("waits in the head for the page's title, set or its text changed", async () => {
  const named = () => document.title === 'Cart';
  whenPageShows(named, then, { in: 'head', timeoutMs: 1000, onTimeout: 'give up' });
  document.title = 'Cart';
  await mutationsSeen();
  expect(then).toHaveBeenCalledTimes(1);

  then.mockClear();
  document.title = 'Shop';
  whenPageShows(named, then, { in: 'head', timeoutMs: 1000, onTimeout: 'give up' });
  document.querySelector('title')!.firstChild!.nodeValue = 'Cart';
  await mutationsSeen();
  expect(then).toHaveBeenCalledTimes(1);
});

it('after the timeout runs anyway, or gives up, as asked', async () => {
  jest.useFakeTimers();
  whenPageShows(shown, then, { ...bodyWait, onTimeout: 'run' });
  jest.advanceTimersByTime(999);
  expect(then).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(then).toHaveBeenCalledTimes(1);

  then.mockClear();
  whenPageShows(shown, then, bodyWait);
  jest.advanceTimersByTime(1000);
  jest.useRealTimers();
  showIt();
  await mutationsSeen();
  expect(then).not.toHaveBeenCalled();
});

it('gives up when the visitor scrolls or types, if asked', async () => {
  for (const visitorAct of [new WheelEvent('wheel'), new KeyboardEvent('keydown'), new Event('touchmove')]) {
    document.body.innerHTML = '';
    then.mockClear();
    whenPageShows(shown, then, { ...bodyWait, untilVisitorActs: true });
    window.dispatchEvent(visitorAct);
    showIt();
    await mutationsSeen();
    expect(then).not.toHaveBeenCalled();
  }

  document.body.innerHTML = '';
  whenPageShows(shown, then, bodyWait);
  window.dispatchEvent(new WheelEvent('wheel'));
  showIt();
  await mutationsSeen();
  expect(then).toHaveBeenCalledTimes(1);
});

it('ends on the returned cancel (the next navigation)', async () => {
  jest.useFakeTimers();
  const cancel = whenPageShows(shown, then, { ...bodyWait, onTimeout: 'run' });
  cancel();
  jest.advanceTimersByTime(1000);
  jest.useRealTimers();
  showIt();
  await mutationsSeen();
  expect(then).not.toHaveBeenCalled();
});
