import { setDocumentLanguage } from '../documentLanguage';

/** The attribute writes on <html> while `act` runs. */
async function writesOnRoot(act: () => void): Promise<string[]> {
  const written: string[] = [];
  const observer = new MutationObserver((records) => written.push(...records.map((r) => r.attributeName ?? '')));
  observer.observe(document.documentElement, { attributes: true });
  act();
  await Promise.resolve();
  written.push(...observer.takeRecords().map((r) => r.attributeName ?? ''));
  observer.disconnect();
  return written;
}

describe('setDocumentLanguage', () => {
  it('writes lang and dir for another language', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    expect(await writesOnRoot(() => setDocumentLanguage('ar'))).toEqual(['lang', 'dir']);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("leaves <html> alone when it already says the page's language (a write restyles the whole page)", async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    expect(await writesOnRoot(() => setDocumentLanguage('ar'))).toEqual([]);
  });

  it('writes only what differs: Spanish after English keeps dir', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    expect(await writesOnRoot(() => setDocumentLanguage('es'))).toEqual(['lang']);
  });
});
