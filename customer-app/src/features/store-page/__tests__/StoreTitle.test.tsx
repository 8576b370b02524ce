/**
 * The store page's tab title: none of its own while the store loads, then exactly the server's head
 * title for the same state (the store's, not found, or failed to load).
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { RootState } from 'shared-api';
import { SITE_NAME } from 'shared-api/remote-routes';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeStore } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { storeHead } from '../storeHead';

const server = startMockApi();

beforeEach(() => {
  document.title = SITE_NAME;
  server.use(
    http.get(`${TEST_API_URL}/api/store/:name`, async ({ params }) => {
      await delay(50);
      if (params.name === 'broken') return HttpResponse.json({ msg: 'Database unavailable' }, { status: 500 });
      return params.name === 'kyoto_crafts' ? HttpResponse.json(makeStore()) : HttpResponse.json({ msg: 'Store not found' }, { status: 404 });
    }),
    http.get(`${TEST_API_URL}/api/product/store/:id`, () => HttpResponse.json([])),
    http.get(`${TEST_API_URL}/api/follow`, () => HttpResponse.json({ followers_count: 0, msg: 'Not followed' })),
  );
});

async function headTitle(state: RootState, storeName: string) {
  const head = await storeHead({ state, params: { storeName }, search: new URLSearchParams(), siteUrl: 'https://shop.example', language: 'en' });
  return head.title;
}

describe('Store page title', () => {
  it("keeps the shell's title while loading, then is the head's title for the store", async () => {
    const { store } = renderApp('/store/kyoto_crafts');
    // The page itself, waiting for the store (not the chunk's fallback).
    expect(await screen.findByText('Loading store...')).toBeInTheDocument();
    expect(document.title).toBe(SITE_NAME);

    await screen.findByRole('heading', { level: 1, name: 'kyoto_crafts' });
    expect(document.title).toBe('kyoto_crafts — Global Marketplace');
    expect(document.title).toBe(await headTitle(store.getState(), 'kyoto_crafts'));
  });

  it.each([
    ['a missing store', 'nobody', 'Store not found — Global Marketplace'],
    ['a store that failed to load', 'broken', 'Failed to load store details — Global Marketplace'],
  ])('%s: the same title as the head', async (_, storeName, title) => {
    const { store } = renderApp(`/store/${storeName}`);
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.title).toBe(await headTitle(store.getState(), storeName));
  });
});
