import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { LANGUAGE_COOKIE, readPreferenceCookie, writePreferenceCookie } from 'shared-api';
import { isLanguage, type Language } from 'shared-ui';
import { languageRedirect, pathIn, pathLanguage } from '../../routing';
import { setDocumentLanguage } from '../documentLanguage';
import { useI18n } from '../hooks/useI18n';
import { LanguageContext } from './LanguageContext';

export type RouterHistory = ReturnType<typeof createBrowserHistory>;

interface LanguageRouterProps {
  children: ReactNode;
  /** The browser's history by default; tests pass a memory history. */
  history?: RouterHistory;
}

/** Where an unprefixed address goes for this visitor (their `lang` cookie), if anywhere. */
function redirectFor(history: RouterHistory): string | undefined {
  const { pathname, search, hash } = history.location;
  const target = languageRedirect(pathname, search, readPreferenceCookie(LANGUAGE_COOKIE));
  return target === undefined ? undefined : target + hash;
}

/**
 * The browser's router, with the page's language as its basename: /es/shop is the route /shop
 * under basename /es, so every <Link to="/shop"> and <Navigate> of the shell and the remotes stays
 * in the page's language without knowing it. The basename is read from the same history location
 * the router renders, so a switch (other prefix, same page) never renders a location outside its
 * basename and nothing remounts. An unprefixed address opened by a visitor whose `lang` cookie names
 * another language is replaced by that language's (the server answers the first request with a 302).
 */
export function LanguageRouter({ children, history: given }: LanguageRouterProps) {
  const historyRef = useRef<RouterHistory | null>(null);
  if (historyRef.current === null) {
    const history = given ?? createBrowserHistory({ window, v5Compat: true });
    const target = redirectFor(history);
    if (target !== undefined) history.replace(target);
    // A page's first entry has no key of its own ('default', the same on every load): given one, so
    // where the window was on it is found again after back or a reload (layout's scroll positions).
    else if (history.location.key === 'default') {
      const { pathname, search, hash, state } = history.location;
      history.replace({ pathname, search, hash }, state);
    }
    historyRef.current = history;
  }
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  const i18n = useI18n();

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const target = redirectFor(history);
        if (target !== undefined) history.replace(target);
        else setState({ action, location });
      }),
    [history],
  );

  const { language, prefix, path } = pathLanguage(state.location.pathname);

  // Back and forward between languages, or a link that crosses them: the texts follow the address.
  useLayoutEffect(() => {
    setDocumentLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);

  const switchLanguage = useCallback(
    async (next: Language) => {
      if (!isLanguage(next)) return;
      writePreferenceCookie(LANGUAGE_COOKIE, next);
      // Loads every namespace in use first, then re-renders the shell and both remotes in place.
      await i18n.changeLanguage(next);
      setDocumentLanguage(next);
      const { search, hash } = history.location;
      if (next !== language) history.push(pathIn(path, next) + search + hash);
    },
    [i18n, history, language, path],
  );

  const choice = useMemo(() => ({ language, switchLanguage }), [language, switchLanguage]);
  return (
    <LanguageContext value={choice}>
      <Router basename={prefix || '/'} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </LanguageContext>
  );
}
