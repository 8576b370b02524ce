import { Provider } from 'react-redux';
import { makeStandaloneStore } from 'shared-api/standalone';
import { DEFAULT_LANGUAGE, fixedTranslator, i18n, isLanguage } from 'shared-ui';
import { mountStandaloneRemote } from 'shared-ui/standalone';
import { commonMessages } from './lib/messages';
import routes from './routes';

// Standalone mount (`npm run dev -w operator-app`): this remote's pages with a store, theme and router
// of their own. Inside the shell this file never runs: the shell provides them.
const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
void Promise.all([makeStandaloneStore(), fixedTranslator(i18n, language, commonMessages)]).then(([store, t]) =>
  mountStandaloneRemote({
    routes,
    notFoundTitle: t('standalone.notFound'),
    wrap: (frame) => <Provider store={store}>{frame}</Provider>,
  }),
);
