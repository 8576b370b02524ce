/**
 * The shell's code itself failed to start (a shared library or chunk did not download, an error in
 * start-up): React may not be there to show anything. A server-rendered page stays as it is (its
 * content and links work without scripts); a page the browser was to render gets a plain message
 * with a way to try again. Uses the DOM only.
 */
export function reportStartFailure(error: unknown): void {
  console.error('[shell] the marketplace could not start', error);
  document.documentElement.dataset.appReady = 'failed';
  const root = document.getElementById('root');
  if (!root || document.getElementById('shell-page-data')) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:32rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = 'The marketplace could not start';
  const text = document.createElement('p');
  text.textContent = 'Part of the site did not download. Check your connection, then try again.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, text, retry);
  root.replaceChildren(box);
}
