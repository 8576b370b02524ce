/**
 * The page's one set of translations (shared-ui's core is a federation singleton, so the shell and
 * every remote translate with it and re-render together on a language change; only this folder
 * imports Lingui, so there is one Lingui too). Namespaces load through the registry of
 * `defineMessages` the first time a component asks for them.
 */
import { Translations } from './translations';

export const i18n = new Translations();
