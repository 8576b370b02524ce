import { pagesUrlOf, parseRemotePages, withLabels, type RemotePagesSource } from '../index';

const source: RemotePagesSource = {
  remote: 'help',
  identities: [{ kind: 'helpdesk', signInPath: '/help/login' }],
  pages: [
    { path: '/help', access: 'public', serverRendered: true },
    { path: '/help/desk', access: 'helpdesk' },
  ],
  menus: [{ identity: 'guest', places: ['header'], to: '/help', icon: 'inbox', order: 10, labelKey: 'nav.help' }],
};
const messages = { en: { 'nav.help': 'Help' }, es: { 'nav.help': 'Ayuda' }, ar: { 'nav.help': 'المساعدة' }, ja: { 'nav.help': 'ヘルプ' } };

describe('the page description a remote publishes', () => {
  it("writes the remote's own texts in for a label key", () => {
    expect(withLabels(source, messages).menus[0]).toEqual({
      identity: 'guest',
      places: ['header'],
      to: '/help',
      icon: 'inbox',
      order: 10,
      label: { en: 'Help', es: 'Ayuda', ar: 'المساعدة', ja: 'ヘルプ' },
    });
  });

  it('fails the build for a label missing in a language', () => {
    expect(() => withLabels(source, { ...messages, ja: {} })).toThrow('the menu label "nav.help" has no ja message');
  });

  it.each([
    ['a page described twice', { ...source, pages: [...source.pages, { path: '/help', access: 'public' }] }, 'the page /help is described twice'],
    ['a relative path', { ...source, pages: [{ path: 'help', access: 'public' }] }, 'pages[0] must be { path, access }'],
    ['"guest" as an identity kind', { ...source, identities: [{ kind: 'guest', signInPath: '/x' }] }, 'identities[0]'],
    ['a place other than header or mobile', { ...source, menus: [{ ...withLabels(source, messages).menus[0], places: ['footer'] }] }, 'menus[0].places'],
  ])('refuses %s, naming it', (_case, value, message) => {
    expect(() => parseRemotePages(value)).toThrow(message);
  });

  it("lives beside the remote's manifest", () => {
    expect(pagesUrlOf('https://cdn.example/help/v3/mf-manifest.json')).toBe('https://cdn.example/help/v3/pages.json');
  });
});
