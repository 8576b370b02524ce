import { Provider } from 'react-redux';
import { makeStandaloneStore } from 'shared-api/standalone';
import { mountStandaloneRemote } from 'shared-ui/standalone';
import routes from './routes';

// Standalone mount (`npm run dev -w seller-app`): this remote's pages with a store, theme and router of
// their own. Inside the shell this file never runs: the shell provides them.
void makeStandaloneStore().then((store) =>
  mountStandaloneRemote({
    routes,
    notFoundTitle: 'This page is not part of the store app.',
    wrap: (frame) => <Provider store={store}>{frame}</Provider>,
  }),
);
