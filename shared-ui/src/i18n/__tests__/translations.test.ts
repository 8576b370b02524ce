import { Translations } from '../translations';

describe("a namespace's messages, as the server hands them to the browser", () => {
  it('are the messages added for that namespace and language, and no other', () => {
    const translations = new Translations('es');
    translations.addMessages('es', 'cart', { 'summary.total': 'Total' });
    translations.addMessages('es', 'cart.badge', { label: 'Carrito' });
    translations.addMessages('en', 'cart', { 'summary.total': 'Total (en)' });

    expect(translations.messagesOf('cart')).toEqual({ 'summary.total': 'Total' });
    expect(translations.messagesOf('cart.badge')).toEqual({ label: 'Carrito' });
    expect(translations.messagesOf('cart', 'en')).toEqual({ 'summary.total': 'Total (en)' });
    expect(translations.messagesOf('orders')).toEqual({});
  });

  it('a namespace added twice holds both, the later message winning', () => {
    const translations = new Translations('en');
    translations.addMessages('en', 'cart', { a: 'one', b: 'two' });
    translations.addMessages('en', 'cart', { b: 'second two', c: 'three' });

    expect(translations.messagesOf('cart')).toEqual({ a: 'one', b: 'second two', c: 'three' });
    expect(translations.translator('cart')('b')).toBe('second two');
  });
});
