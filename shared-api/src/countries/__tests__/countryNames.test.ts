import { countryName, countryOptions } from '../countryNames';

describe('country names in the shopper language', () => {
  it("English keeps the API's names; other languages read the region's name in their own", () => {
    expect(countryName('Japan', 'en')).toBe('Japan');
    expect(countryName('Japan', 'ja')).toBe('日本');
    expect(countryName('Japan', 'es')).toBe('Japón');
    expect(countryName('Japan', 'ar')).toBe(new Intl.DisplayNames(['ar'], { type: 'region' }).of('JP'));
  });

  it('a name the list does not know is shown as it is', () => {
    expect(countryName('Atlantis', 'ja')).toBe('Atlantis');
    expect(countryName('', 'es')).toBe('');
  });

  it('options keep the English name as the value, ordered by the label', () => {
    const english = countryOptions('en');
    expect(english.find((option) => option.code === 'DE')).toEqual({ name: 'Germany', code: 'DE', label: 'Germany' });
    const spanish = countryOptions('es');
    expect(spanish.find((option) => option.code === 'DE')).toEqual({ name: 'Germany', code: 'DE', label: 'Alemania' });
    expect(spanish.length).toBe(english.length);
    const labels = spanish.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('es').compare));
  });
});
