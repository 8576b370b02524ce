/**
 * Content-Security-Policy nonces of the shell server's HTML. Every inline `<script>` the server
 * writes (the theme boot script, the page data, JSON-LD, the script that starts the shell, and the
 * scripts of index.html when a page is left to the browser) carries the nonce the answer's header
 * names; the policy itself is in main/securityHeaders.ts.
 */
import { randomBytes } from 'node:crypto';

/** A fresh nonce: 128 random bits, base64 (the characters a CSP nonce may have). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** ` nonce="…"` for a script tag, or '' without a nonce. */
export function nonceAttributeOf(nonce: string | undefined): string {
  if (!nonce) return '';
  if (!NONCE.test(nonce)) throw new Error('a CSP nonce must be base64');
  return ` nonce="${nonce}"`;
}

/** An HTML document of our own (index.html) with the nonce on each of its script tags. */
export function withNonce(html: string, nonce: string): string {
  const attribute = nonceAttributeOf(nonce);
  return html.replace(/<script(?=[\s>])(?![^>]*\snonce=)/gi, `<script${attribute}`);
}
