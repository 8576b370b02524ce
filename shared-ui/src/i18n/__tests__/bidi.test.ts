import { i18n } from '../instance';
import { defineMessages, fixedTranslator } from '../messages';

const bidi = defineMessages('test.bidi', {
  en: () => import('./fixtures/bidi/locales/en.json'),
  es: () => import('./fixtures/bidi/locales/en.json'),
  ar: () => import('./fixtures/bidi/locales/ar.json'),
  ja: () => import('./fixtures/bidi/locales/en.json'),
});

const isolated = (text: string) => `\u2068${text}\u2069`;

describe('text values inside a right-to-left sentence', () => {
  beforeAll(() => i18n.loadNamespaces(bidi, 'ar').then(() => i18n.loadNamespaces(bidi, 'en')));

  it('are isolated, so a Latin name keeps its own order inside Arabic', () => {
    const t = i18n.translator(bidi, 'ar');
    expect(t('added', { name: 'Notebook (A5)' })).toBe(`تمت إضافة ${isolated('Notebook (A5)')} إلى سلتك`);
    expect(t('from', { count: 3, store: '12 Rue des Lilas' })).toBe(`3 منتجات من ${isolated('12 Rue des Lilas')}`);
  });

  it('leave a value the message selects by as it is, and isolate the names inside the branch', () => {
    const t = i18n.translator(bidi, 'ar');
    expect(t('who', { role: 'store', name: 'tokyo_crafts' })).toBe(`المتجر ${isolated('tokyo_crafts')}`);
    expect(t('who', { role: 'customer', name: 'demo_customer' })).toBe(`الزبون ${isolated('demo_customer')}`);
  });

  it('stay bare in left-to-right languages and in text that is not laid out (a head, structured data)', async () => {
    expect(i18n.translator(bidi, 'en')('added', { name: 'Notebook (A5)' })).toBe('Notebook (A5) was added to your cart');
    const head = await fixedTranslator(i18n, 'ar', bidi);
    expect(head('added', { name: 'Notebook (A5)' })).toBe('تمت إضافة Notebook (A5) إلى سلتك');
  });
});
