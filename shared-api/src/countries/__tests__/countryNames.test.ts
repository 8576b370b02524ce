import { countries } from '../countries.generated';
import { countryName, countryOptions, sortByCountryName } from '../countryNames';
import { COUNTRY_NAME_LANGUAGES } from '../countryNameTables';
import { countryNamesIn } from './countryNamesIn';

describe('country names in the shopper language', () => {
  it("English keeps the API's names; other languages read the region's name in their own", async () => {
    expect(countryName('Japan', await countryNamesIn('en'))).toBe('Japan');
    expect(countryName('Japan', await countryNamesIn('ja'))).toBe('日本');
    expect(countryName('Japan', await countryNamesIn('es'))).toBe('Japón');
    expect(countryName('Japan', await countryNamesIn('ar'))).toBe('اليابان');
    expect(countryName('Ivory Coast', await countryNamesIn('es'))).toBe('Côte d’Ivoire');
  });

  it('a name the list does not know is shown as it is', async () => {
    expect(countryName('Atlantis', await countryNamesIn('ja'))).toBe('Atlantis');
    expect(countryName('', await countryNamesIn('es'))).toBe('');
  });

  it('options keep the English name as the value, ordered by the label in the language', async () => {
    const english = countryOptions(await countryNamesIn('en'));
    expect(english.find((option) => option.code === 'DE')).toEqual({ name: 'Germany', code: 'DE', label: 'Germany' });
    expect(english.map((option) => option.name)).toEqual(countries.map((country) => country.name));
    const spanish = countryOptions(await countryNamesIn('es'));
    expect(spanish.find((option) => option.code === 'DE')).toEqual({ name: 'Germany', code: 'DE', label: 'Alemania' });
    expect(spanish.length).toBe(english.length);
    expect(spanish.slice(0, 3).map((option) => option.label)).toEqual(['Afganistán', 'Albania', 'Alemania']);
    // Japanese reads by its kana order: ドイツ (Germany) well after アイスランド (Iceland), 日本 by its reading.
    const japanese = countryOptions(await countryNamesIn('ja')).map((option) => option.label);
    expect(japanese[0]).toBe('アイスランド');
    expect(japanese.indexOf('ドイツ')).toBeGreaterThan(japanese.indexOf('アイスランド'));
  });

  it('a list of API names sorts in the order of its labels, unknown names last', async () => {
    const spanish = await countryNamesIn('es');
    // Alemania, Estados Unidos, Japón; English would say Germany, Japan, United States.
    expect(sortByCountryName(['Japan', 'Atlantis', 'United States', 'Germany'], spanish)).toEqual(['Germany', 'United States', 'Japan', 'Atlantis']);
    expect(sortByCountryName(['Japan', 'United States', 'Germany'], await countryNamesIn('en'))).toEqual(['Germany', 'Japan', 'United States']);
  });

  describe("whatever the ICU of the one who renders (a browser's may name and sort otherwise)", () => {
    const shown = async () =>
      Object.fromEntries(
        await Promise.all(
          (['en', ...COUNTRY_NAME_LANGUAGES] as const).map(async (language) => {
            const names = await countryNamesIn(language);
            return [language, { options: countryOptions(names), palestine: countryName('Palestine', names) }] as const;
          }),
        ),
      );

    afterEach(() => jest.restoreAllMocks());

    it('the same names in the same order when Intl names and sorts regions differently', async () => {
      const before = await shown();
      jest.spyOn(Intl, 'DisplayNames').mockImplementation(() => ({ of: () => 'another name' }) as unknown as Intl.DisplayNames);
      jest.spyOn(Intl, 'Collator').mockImplementation(() => ({ compare: () => -1 }) as unknown as Intl.Collator);
      expect(new Intl.DisplayNames(['ar'], { type: 'region' }).of('PS')).toBe('another name');
      const after = await shown();
      expect(after).toEqual(before);
      expect(after.ar.palestine).toBe('فلسطين');
    });
  });
});
