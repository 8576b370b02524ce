import { act, fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { hexToRgb, modes, paintedColor, renderInTheme } from '../test/render';
import { themes } from '../theme/tokens';
import { resetToasts, toast, useToast } from './store';
import { Toaster } from './Toaster';

/** Shows how many toasts the store still holds (open or closing), like a hidden debug readout. */
function StoreSize() {
  const { toasts } = useToast();
  return <output aria-label="toasts in store">{toasts.length}</output>;
}

const storeSize = () => Number(screen.getByLabelText('toasts in store').textContent);
const viewport = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const items = () => within(viewport()).queryAllByRole('listitem');

// jsdom lacks pointer capture, which Radix's swipe handling calls.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  // jsdom has no PointerEvent, so fireEvent.pointer* would drop clientX; a MouseEvent-based one keeps it.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }
});

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

function setup(mode: 'light' | 'dark') {
  return renderInTheme(
    <>
      <Toaster />
      <StoreSize />
    </>,
    mode,
    { advanceTimers: jest.advanceTimersByTime },
  );
}

describe.each(modes)('Toaster (%s theme)', (mode) => {
  it('shows a toast with its title and description from a plain function call', async () => {
    const { container } = setup(mode);
    act(() => {
      toast({ title: 'Login Successful', description: 'Welcome back!' });
    });
    const [item] = items();
    expect(item).toHaveTextContent('Login Successful');
    expect(item).toHaveTextContent('Welcome back!');
    jest.useRealTimers(); // axe schedules its own timers
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws default and destructive toasts in their own colours, newest first', () => {
    setup(mode);
    act(() => {
      toast({ title: 'Error', description: 'Failed to fetch cart items', variant: 'destructive' });
      toast({ title: 'Saved' });
    });
    const [saved, failed] = items();
    expect(saved).toHaveTextContent('Saved');
    expect(failed).toHaveTextContent('Failed to fetch cart items');
    const colors = themes[mode].colors;
    expect(paintedColor(failed, 'backgroundColor', mode)).toBe(hexToRgb(colors.destructive));
    expect(paintedColor(failed, 'color', mode)).toBe(hexToRgb(colors.destructiveText));
    expect(paintedColor(saved, 'backgroundColor', mode)).toBe(hexToRgb(colors.surface));
  });

  it('keeps at most 5 toasts, dropping the oldest', () => {
    setup(mode);
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast({ title: `Toast ${i}` });
    });
    expect(items().map((el) => el.textContent)).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
    expect(storeSize()).toBe(5);
  });

  it('closes a toast after 5000 ms and removes it from the store 5000 ms later', () => {
    setup(mode);
    act(() => {
      toast({ title: 'Product Added' });
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(within(viewport()).getByText('Product Added')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(within(viewport()).queryByText('Product Added')).not.toBeInTheDocument();
    expect(storeSize()).toBe(1); // closed, not yet removed

    act(() => jest.advanceTimersByTime(4999));
    expect(storeSize()).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(storeSize()).toBe(0);
  });

  it('the close button dismisses at once; the entry is removed 5000 ms after', async () => {
    const { user } = setup(mode);
    act(() => {
      toast({ title: 'Product Deleted' });
    });
    await user.click(within(viewport()).getByRole('button', { name: 'Close' }));
    expect(within(viewport()).queryByText('Product Deleted')).not.toBeInTheDocument();
    expect(storeSize()).toBe(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(storeSize()).toBe(0);
  });

  it('a handle can dismiss its own toast', () => {
    setup(mode);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Working' });
      toast({ title: 'Other' });
    });
    act(() => handle?.dismiss());
    expect(within(viewport()).queryByText('Working')).not.toBeInTheDocument();
    expect(within(viewport()).getByText('Other')).toBeInTheDocument();
  });

  it('F8 moves keyboard focus to the notifications viewport', async () => {
    const { user } = setup(mode);
    act(() => {
      toast({ title: 'Hello' });
    });
    expect(viewport()).not.toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('[F8]');
    expect(viewport()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
  });

  describe('swipe to dismiss (threshold 50 px, rightwards)', () => {
    const swipe = (element: Element, distance: number) => {
      fireEvent.pointerDown(element, { clientX: 100, clientY: 10, pointerId: 1, pointerType: 'touch', button: 0 });
      fireEvent.pointerMove(element, { clientX: 100 + distance / 2, clientY: 10, pointerId: 1, pointerType: 'touch' });
      fireEvent.pointerMove(element, { clientX: 100 + distance, clientY: 10, pointerId: 1, pointerType: 'touch' });
      fireEvent.pointerUp(element, { clientX: 100 + distance, clientY: 10, pointerId: 1, pointerType: 'touch' });
    };

    it('a 40 px swipe keeps the toast; a 60 px swipe dismisses it', () => {
      setup(mode);
      act(() => {
        toast({ title: 'Swipe me' });
      });
      const [item] = items();
      swipe(item, 40);
      expect(within(viewport()).getByText('Swipe me')).toBeInTheDocument();
      swipe(item, 60);
      expect(within(viewport()).queryByText('Swipe me')).not.toBeInTheDocument();
    });
  });
});
