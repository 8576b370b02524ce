import { scriptSafeJson } from '../pageData';

describe('the page data as JSON inside a <script> element', () => {
  const hostile = { name: '</script><script>alert(1)</script>', desc: '<!-- a & b -->', lines: 'one\u2028two\u2029three' };

  it('holds no character that could end the element, open a comment or break a line', () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026');
    expect(json).toContain('one\\u2028two\\u2029three');
  });

  it('reads back as the very same value', () => {
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile);
    expect(JSON.parse(scriptSafeJson({ plain: 'Café ¥ 15', n: [1, 2] }))).toEqual({ plain: 'Café ¥ 15', n: [1, 2] });
  });
});
