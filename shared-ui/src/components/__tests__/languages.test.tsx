/**
 * shared-ui's blocks in the page's language: their own words (namespace `ui`), prices and dates
 * written the language's way, the display-currency estimate, and what right to left needs.
 */
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { modes, renderInTheme } from '../../test/render';
import { DisplayCurrencyContext, i18n, type DisplayCurrency } from '../../core';
import { formatLocalDateTime } from '../../format/formatLocalDateTime';
import { ConversationList } from '../Chat/ConversationList';
import { MessageComposer } from '../Chat/MessageComposer';
import { MessageList } from '../Chat/MessageList';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';
import { Price } from '../Price/Price';
import { formatEstimate, formatPrice, formatPriceWithEstimate } from '../Price/formatPrice';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { ShoppingCartIcon } from '../../icons/ShoppingCartIcon';
import { Toaster } from '../../toast/Toaster';
import { resetToasts, toast } from '../../toast/store';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';

const [mode] = modes;
const yen: DisplayCurrency = { code: 'JPY', perUsd: 150 };
const euro: DisplayCurrency = { code: 'EUR', perUsd: 0.92 };

const inCurrency = (currency: DisplayCurrency | null, ui: ReactNode) => <DisplayCurrencyContext.Provider value={currency}>{ui}</DisplayCurrencyContext.Provider>;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('prices', () => {
  it('are dollars as before without a display currency', () => {
    renderInTheme(inCurrency(null, <Price value={89} />), mode);
    expect(screen.getByText('$89.00')).toBeInTheDocument();
  });

  it('show an estimate in the display currency, in its own decimals', () => {
    renderInTheme(inCurrency(yen, <Price value={89} />), mode);
    // The dollars stay an element of their own (getByText('$89.00') keeps finding them).
    const dollars = screen.getByText('$89.00');
    expect(dollars.parentElement).toHaveTextContent('$89.00 · ≈ ¥13,350');
    expect(screen.getByTitle('An estimate in JPY: you pay in US dollars')).toBeInTheDocument();
    expect(formatPriceWithEstimate(89, euro, 'en')).toBe('$89.00 · ≈ €81.88');
    expect(formatPriceWithEstimate(89, { code: 'USD', perUsd: 1 }, 'en')).toBe('$89.00');
  });

  it('let the estimate wrap to its own line in a narrow card, never inside it', () => {
    renderInTheme(inCurrency(yen, <Price value={89} />), mode);
    const estimate = screen.getByTitle('An estimate in JPY: you pay in US dollars');
    // The one break opportunity is the space before the estimate, outside the estimate's no-wrap span.
    expect(estimate.previousSibling?.textContent).toBe(' ');
    expect(getComputedStyle(estimate).whiteSpace).toBe('nowrap');
    expect(estimate).toHaveTextContent('· ≈ ¥13,350');
  });

  it('put the estimate on its own line under the dollars when stacked (a product card), with no separator', () => {
    renderInTheme(inCurrency(yen, <Price value={89} layout="stacked" />), mode);
    const estimate = screen.getByTitle('An estimate in JPY: you pay in US dollars');
    expect(getComputedStyle(estimate).display).toBe('block');
    expect(estimate).toHaveTextContent(/^≈ ¥13,350$/);
    expect(screen.getByText('$89.00').parentElement).toHaveTextContent(/^\$89\.00≈ ¥13,350$/);
  });

  it('round large estimates to whole units and skip an unknown currency or rate', () => {
    expect(formatEstimate(25, { code: 'EUR', perUsd: 100.123 }, 'en')).toBe('€2,503');
    expect(formatEstimate(10, { code: 'ZZZZ', perUsd: 2 }, 'en')).toBeUndefined();
    expect(formatEstimate(10, { code: 'EUR', perUsd: 0 }, 'en')).toBeUndefined();
  });

  it("write the dollars the page language's way", () => {
    expect(formatPrice(1234.5, 'en')).toBe('$1,234.50');
    expect(formatPrice(1234.5, 'es')).toMatch(/^1\.?234,50\sUS\$$/);
    expect(formatPrice(89, 'ja')).toBe('$89.00');
  });

  it('keep each amount isolated in Arabic, so the estimate reads in order right to left', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { container } = renderInTheme(inCurrency(yen, <Price value={89} />), mode);
    const amounts = [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(amounts).toHaveLength(2);
    expect(amounts[0]).toContain('89.00');
    expect(amounts[1]).toMatch(/^≈ .*13,350/);
    expect(screen.getByTitle('قيمة تقديرية بعملة \u2068JPY\u2069: الدفع بالدولار الأمريكي')).toBeInTheDocument();
  });
});

describe('dates', () => {
  const iso = '2026-11-23T10:15:00Z';
  it("follow the page's language", async () => {
    const english = formatLocalDateTime(iso);
    expect(english).toMatch(/Nov 23, 2026/);
    await act(() => i18n.changeLanguage('ja'));
    expect(formatLocalDateTime(iso)).toMatch(/^2026\/11\/2[34]/);
    expect(formatLocalDateTime(iso, 'es')).toMatch(/nov 2026/);
    expect(formatLocalDateTime('not a date')).toBe('not a date');
  });
});

describe("shared-ui's words in other languages", () => {
  it('Arabic: the chat composer, the messages and the own-message label', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderInTheme(
      <>
        <MessageList messages={[{ message_id: 1, sender: 'acme', msg: 'مرحبا', timestamp: '2026-03-01T11:15:00Z' }]} ownName="acme" label="الرسائل مع alice" />
        <MessageComposer onSend={async () => true} />
      </>,
      mode,
    );
    expect(screen.getByLabelText('الرسالة')).toHaveAttribute('placeholder', 'اكتب رسالتك...');
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'إرسال رسالة' })).toBeInTheDocument();
    expect(screen.getByText(/أنت/)).toBeInTheDocument();
  });

  it('Spanish: the inbox, its link names and the order status', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderInTheme(
      <>
        <ConversationList isLoading={false} conversations={[{ name: 'bob', lastMessage: 'Hola', to: '/store/chat/bob' }]} />
        <OrderStatusBadge status="cancelled" />
      </>,
      mode,
    );
    expect(screen.getByRole('list', { name: 'Conversaciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver chat con bob' })).toHaveAttribute('href', '/store/chat/bob');
    expect(screen.getByText('Cancelado')).toBeInTheDocument();
  });

  it('Spanish: an empty inbox', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderInTheme(<ConversationList isLoading={false} conversations={[]} />, mode);
    expect(screen.getByText('No se encontraron mensajes')).toBeInTheDocument();
  });

  it('Japanese: the theme toggle and the quantity stepper', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderInTheme(
      <>
        <ThemeToggle />
        <QuantityStepper value={2} onChange={() => {}} label="数量" />
      </>,
      mode,
    );
    expect(screen.getByRole('button', { name: 'ダークテーマに切り替えます' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '数量を増やす' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '数量を減らす' })).toBeInTheDocument();
  });
});

describe('toasts and dialogs in other languages', () => {
  afterEach(() => resetToasts());

  it('Arabic: the notifications region (F8) and the close button', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderInTheme(<Toaster />, mode);
    act(() => {
      toast({ title: 'تمت الإضافة' });
    });
    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it("Spanish: a confirmation's default Cancel", async () => {
    await act(() => i18n.changeLanguage('es'));
    renderInTheme(<ConfirmDialog open onOpenChange={() => {}} title="¿Cancelar el pedido?" description="No se puede deshacer." confirmLabel="Sí" onConfirm={() => {}} />, mode);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

describe('right to left', () => {
  it('direction-bearing icons are marked to be mirrored', () => {
    const { container } = renderInTheme(<ShoppingCartIcon />, mode);
    expect(container.querySelector('svg')).toHaveAttribute('data-rtl-mirror');
  });

  it('own messages sit at the inline end (flex-end follows the direction)', () => {
    renderInTheme(<MessageList messages={[{ message_id: 1, sender: 'acme', msg: 'Hi', timestamp: '2026-03-01T11:15:00Z' }]} ownName="acme" label="Messages with alice" />, mode);
    const item = screen.getByText('Hi').closest('li')!;
    expect(getComputedStyle(item).alignSelf).toBe('flex-end');
  });
});
