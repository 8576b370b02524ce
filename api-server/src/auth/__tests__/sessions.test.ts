/**
 * A password change ends every token issued before it, on every call and on the live channel (a
 * socket already open with one is closed); other profile changes end none. The token the change
 * answers with keeps working.
 */
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { describeEachDatabase } from '../../../test/helpers/app';
import { multipartPayload } from '../../../test/helpers/multipart';
import { validToken } from '../../../test/helpers/tokens';
import { openClient, type LiveClient } from '../../../test/helpers/live-client';
import { AUTH_MESSAGES } from '../identity';

describeEachDatabase('sign-in tokens after a password change', (t) => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const cart = (token: string) => t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
  const inbox = (token: string) => t.app.inject({ method: 'POST', url: '/api/inbox', headers: bearer(token) });
  const updateCustomer = (token: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/update', headers: bearer(token), payload });
  async function updateStore(token: string, fields: Record<string, string>) {
    const form = await multipartPayload(fields);
    return t.app.inject({ method: 'PATCH', url: '/api/store/update', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
  }

  /** The close code and reason /api/live gives a token (or `ready` when it takes it). */
  async function liveAnswer(token: string): Promise<string> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`);
    try {
      return await new Promise<string>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
        socket.once('message', (data) => resolve(JSON.parse(data.toString()).type as string));
        socket.once('close', (code, reason) => resolve(`${code} ${reason.toString()}`));
      });
    } finally {
      socket.terminate();
    }
  }

  it('a customer\'s new password ends every older token, on HTTP calls and on the live channel', async () => {
    const customer = await t.signUpCustomer();
    const second = (await t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: customer.password } })).json().token as string;
    expect((await cart(second)).statusCode).toBe(200);

    const changed = await updateCustomer(customer.token, { password: 'a brand new secret' });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;

    for (const old of [customer.token, second]) {
      const res = await cart(old);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ msg: AUTH_MESSAGES.revoked, code: 'token_revoked' });
      expect(await liveAnswer(old)).toBe(`4401 ${AUTH_MESSAGES.revoked}`);
    }
    expect((await cart(fresh)).statusCode).toBe(200);
    expect(await liveAnswer(fresh)).toBe('ready');
    // A token of an optional-access call counts as a guest, not a refusal.
    const follow = await t.app.inject({ method: 'GET', url: '/api/follow?store_id=1', headers: bearer(customer.token) });
    expect(follow.statusCode).not.toBe(401);
    // Signing in again gives a working token too.
    const again = await t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: 'a brand new secret' } });
    expect((await cart(again.json().token)).statusCode).toBe(200);
  });

  /** A live socket signed in with `token` (after its ready frame). */
  async function openLive(token: string): Promise<LiveClient> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await openClient(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`, {}, {}, ['ready', 'message']);
    sockets.push(client);
    client.socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await client.next()).toMatchObject({ type: 'ready' });
    return client;
  }
  const sockets: LiveClient[] = [];
  afterEach(() => {
    for (const client of sockets.splice(0)) client.socket.terminate();
  });
  const closedWithin = (client: LiveClient, ms = 5000) =>
    Promise.race([client.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), ms))]);
  const sendMessage = (token: string, store: string, username: string, msg: string) =>
    t.app.inject({ method: 'POST', url: `/api/msg/add/${store}/and/${username}`, headers: bearer(token), payload: { msg } });

  it('a password change closes the live sockets opened with older tokens (4401, sign in again); one opened with the new token goes on receiving', async () => {
    const customer = await t.signUpCustomer();
    const seller = await t.signUpStore();
    const before = await openLive(customer.token);
    const otherTab = await openLive(customer.token);
    const sellerSocket = await openLive(seller.token);

    const changed = await updateCustomer(customer.token, { password: 'a brand new secret' });
    expect(changed.statusCode).toBe(200);
    for (const old of [before, otherTab]) expect(await closedWithin(old)).toEqual({ code: 4401, reason: AUTH_MESSAGES.revoked });

    const after = await openLive(changed.json().token as string);
    expect((await sendMessage(seller.token, seller.store_name, customer.username, 'Still there?')).statusCode).toBe(201);
    expect(await after.next()).toMatchObject({ type: 'message', message: { msg: 'Still there?' } });
    expect(await sellerSocket.next()).toMatchObject({ type: 'message', message: { msg: 'Still there?' } });
    expect(before.pending()).toEqual([]);
  });

  it('a store\'s password change closes its older live sockets; a change without a new password closes none', async () => {
    const seller = await t.signUpStore();
    const base = { store_name: seller.store_name, full_location: seller.full_location };
    const socket = await openLive(seller.token);
    expect((await updateStore(seller.token, { ...base, bio: 'Another bio' })).statusCode).toBe(200);
    expect(await closedWithin(socket, 500)).toBe('still open');

    expect((await updateStore(seller.token, { ...base, password: 'another store secret' })).statusCode).toBe(200);
    expect(await closedWithin(socket)).toEqual({ code: 4401, reason: AUTH_MESSAGES.revoked });
  });

  it('a customer\'s change without a new password (blank or absent) keeps every token', async () => {
    const customer = await t.signUpCustomer();
    expect((await updateCustomer(customer.token, { password: '', full_location: 'Elsewhere 1' })).statusCode).toBe(200);
    expect((await updateCustomer(customer.token, { username: t.uniqueName('renamed') })).statusCode).toBe(200);
    expect((await cart(customer.token)).statusCode).toBe(200);
  });

  it('a store\'s new password ends every older token; other changes keep them', async () => {
    const seller = await t.signUpStore();
    const base = { store_name: seller.store_name, full_location: seller.full_location };
    expect((await updateStore(seller.token, { ...base, bio: 'New bio' })).statusCode).toBe(200);
    expect((await inbox(seller.token)).statusCode).toBe(200);

    const changed = await updateStore(seller.token, { ...base, password: 'another store secret' });
    expect(changed.statusCode).toBe(200);
    const res = await inbox(seller.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.revoked, code: 'token_revoked' });
    expect(await liveAnswer(seller.token)).toBe(`4401 ${AUTH_MESSAGES.revoked}`);
    expect((await inbox(changed.json().token)).statusCode).toBe(200);
  });

  it('a token without a version, signed before versions existed, works until the first password change', async () => {
    const customer = await t.signUpCustomer();
    const legacy = await validToken(t.secret(), { user_id: customer.user_id, username: customer.username });
    expect((await cart(legacy)).statusCode).toBe(200);
    expect((await updateCustomer(customer.token, { password: 'a brand new secret' })).statusCode).toBe(200);
    expect((await cart(legacy)).statusCode).toBe(401);
  });
});
