/** Currency rates (dollar-based): replaced as a whole by the rates import, read by GET /api/currencies. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { UsdRates } from '../currencies/ecb';

type Db = Kysely<Database>;

/** Replaces every rate with `rates`, in one transaction (a reader sees the old set or the new one). */
export async function replaceRates(db: Db, rates: UsdRates): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('currency_rates').execute();
    await trx
      .insertInto('currency_rates')
      .values(rates.rates.map((rate) => ({ currency: rate.code, per_usd: rate.per_usd, updated_at: rates.updatedAt })))
      .execute();
  });
}

export interface CurrenciesAnswer {
  base: 'USD';
  updated_at: string | null;
  rates: { code: string; per_usd: number }[];
}

/** The rates, sorted by code; USD is always there with 1 (also before any import). */
export async function readRates(db: Db): Promise<CurrenciesAnswer> {
  const rows = await db.selectFrom('currency_rates').select(['currency', 'per_usd', 'updated_at']).orderBy('currency').execute();
  const rates = rows.map((row) => ({ code: row.currency, per_usd: Number(row.per_usd) }));
  if (!rates.some((rate) => rate.code === 'USD')) {
    rates.push({ code: 'USD', per_usd: 1 });
    rates.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }
  const updatedAt = rows.reduce<string | null>((latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest), null);
  return { base: 'USD', updated_at: updatedAt, rates };
}

export async function hasRates(db: Db): Promise<boolean> {
  return (await db.selectFrom('currency_rates').select('currency').limit(1).executeTakeFirst()) !== undefined;
}
