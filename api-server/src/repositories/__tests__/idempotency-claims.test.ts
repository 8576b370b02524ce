/**
 * Idempotency-Key claims asked together (on PostgreSQL inserted by one statement,
 * repositories/idempotency.ts) answer as claims asked one by one: a free key is claimed, a key held
 * by a running request is reported running, one used with another body is refused, and of two
 * requests with one key exactly one holds it.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { recordStatements } from '../../../test/helpers/statements';
import { claimKey } from '../idempotency';

describeEachDatabase('idempotency claims asked together', (t) => {
  it('each claim is answered as it would be alone, and on PostgreSQL they are inserted by one statement', async () => {
    const scope = `customer:${Date.now()}`;
    const held = await claimKey(t.db, scope, 'held', 'POST /api/order/add body-1');
    expect(held.kind).toBe('claimed');

    const asked: Array<[key: string, fingerprint: string]> = [
      ['free-1', 'POST /api/order/add body-1'],
      ['held', 'POST /api/order/add body-1'],
      ['free-2', 'POST /api/order/add body-2'],
      ['held', 'POST /api/order/add body-2'],
      ['twice', 'POST /api/order/add body-3'],
      ['twice', 'POST /api/order/add body-3'],
    ];
    const { result: claims, statements } = await recordStatements(t.db, () =>
      Promise.all(asked.map(([key, fingerprint]) => claimKey(t.db, scope, key, fingerprint))),
    );

    expect(claims.map((claim) => claim.kind)).toEqual(['claimed', 'running', 'claimed', 'other-request', expect.any(String), expect.any(String)]);
    expect(claims.slice(4).map((claim) => claim.kind).sort()).toEqual(['claimed', 'running']);
    if (t.kind === 'postgres') expect(statements.filter((text) => /^insert into/i.test(text.trim()))).toHaveLength(1);

    // Each claim held is the row's owner; the key held before keeps its first owner.
    const rows = await t.db.selectFrom('idempotency_keys').select(['idem_key', 'fingerprint', 'claimed_by', 'response_status']).where('scope', '=', scope).orderBy('idem_key').execute();
    const ownerOf = (index: number) => {
      const claim = claims[index];
      return claim.kind === 'claimed' ? claim.owner : undefined;
    };
    expect(rows).toEqual([
      { idem_key: 'free-1', fingerprint: 'POST /api/order/add body-1', claimed_by: ownerOf(0), response_status: null },
      { idem_key: 'free-2', fingerprint: 'POST /api/order/add body-2', claimed_by: ownerOf(2), response_status: null },
      { idem_key: 'held', fingerprint: 'POST /api/order/add body-1', claimed_by: held.kind === 'claimed' ? held.owner : undefined, response_status: null },
      { idem_key: 'twice', fingerprint: 'POST /api/order/add body-3', claimed_by: ownerOf(4) ?? ownerOf(5), response_status: null },
    ]);
  });
});
