import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from 'shared-api';
import { ThemeModeProvider, Toaster } from 'shared-ui';
import { DisplayCurrencyProvider } from '../features/preferences';

/**
 * The one store, theme and toast viewport of the whole page. Remote pages render inside these
 * (react, react-redux, styled-components, shared-api and shared-ui's theme mode and toast list are
 * federation singletons).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <DisplayCurrencyProvider>
        <ThemeModeProvider>
          {children}
          <Toaster />
        </ThemeModeProvider>
      </DisplayCurrencyProvider>
    </Provider>
  );
}
