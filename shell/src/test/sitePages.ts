/**
 * The site's pages for the shell's tests: the customer and seller remotes' real page descriptions
 * (their src/pages.ts with the labels of their own messages, as their build publishes them), so the
 * tests see the pages, guards and menus the site has. The shell's own code never imports a remote.
 */
import path from 'node:path';
import type { RemotePages } from 'shared-api/remote-pages';
import { publishedPages } from 'shared-api/testing';
// eslint-disable-next-line boundaries/dependencies
import customerPagesSource from '../../../customer-app/src/pages';
// eslint-disable-next-line boundaries/dependencies
import sellerPagesSource from '../../../seller-app/src/pages';
import { sitePagesOf, type SitePages } from '../features/routing';

export const customerPages: RemotePages = publishedPages(customerPagesSource, path.join(__dirname, '../../../customer-app/src'));
export const sellerPages: RemotePages = publishedPages(sellerPagesSource, path.join(__dirname, '../../../seller-app/src'));

/** The descriptions as config.json carries them. */
export const remotePages: Record<string, RemotePages> = { customer: customerPages, seller: sellerPages };

export const testSite: SitePages = sitePagesOf(remotePages);
