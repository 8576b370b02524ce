/**
 * The shell's code itself failed to start (a shared library or chunk did not download, an error in
 * start-up): React may not be there to show anything. A server-rendered page stays as it is (its
 * content and links work without scripts); a page the browser was to render gets a plain message
 * with a way to try again. Uses the DOM only.
 */
import { pathLanguage, type RoutingLanguage } from '../features/routing';

/** This message cannot wait for the messages' chunks (they may be what failed): its four languages are here. */
const failureTexts: Record<RoutingLanguage, { title: string; text: string; retry: string }> = {
  en: { title: 'The marketplace could not start', text: 'Part of the site did not download. Check your connection, then try again.', retry: 'Retry' },
  es: { title: 'No se pudo iniciar el marketplace', text: 'Una parte del sitio no se descargó. Revisa tu conexión e inténtalo de nuevo.', retry: 'Reintentar' },
  ar: { title: 'تعذّر تشغيل السوق', text: 'لم يُحمَّل جزء من الموقع. تحقّق من اتصالك ثم حاول مرة أخرى.', retry: 'إعادة المحاولة' },
  ja: { title: 'マーケットプレイスを起動できませんでした', text: 'サイトの一部をダウンロードできませんでした。接続を確認してから、もう一度お試しください。', retry: '再試行' },
};

export function reportStartFailure(error: unknown): void {
  console.error('[shell] the marketplace could not start', error);
  document.documentElement.dataset.appReady = 'failed';
  const root = document.getElementById('root');
  if (!root || document.getElementById('shell-page-data')) return;
  const texts = failureTexts[pathLanguage(window.location.pathname).language];
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:32rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = texts.title;
  const text = document.createElement('p');
  text.textContent = texts.text;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = texts.retry;
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, text, retry);
  root.replaceChildren(box);
}
