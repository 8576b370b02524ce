/**
 * Reports by customers and stores. At most one open report per reporter and target: the partial
 * unique index decides, so two reports sent at once cannot both be open (the second insert is a
 * unique violation, answered 409 already_reported).
 */
import type { Kysely } from 'kysely';
import type { Database, ReportReason, ReportTargetType } from '../db/types';
import type { Owner } from '../auth/owner';

type Db = Kysely<Database>;

/** Reports one reporter may send per hour. */
export const REPORTS_PER_HOUR = 20;

const reporterOf = (owner: Owner) =>
  'user_id' in owner ? { reporter_kind: 'customer' as const, reporter_id: owner.user_id } : { reporter_kind: 'store' as const, reporter_id: owner.store_id };

/** Reports the reporter sent since `since` (ISO time). */
export async function reportsSince(db: Db, reporter: Owner, since: string): Promise<number> {
  const { reporter_kind, reporter_id } = reporterOf(reporter);
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('reporter_kind', '=', reporter_kind)
    .where('reporter_id', '=', reporter_id)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addReport(
  db: Db,
  reporter: Owner,
  report: { target_type: ReportTargetType; target_id: number; reason: ReportReason; text: string },
): Promise<number> {
  const row = await db
    .insertInto('reports')
    .values({ ...reporterOf(reporter), ...report, created_at: new Date().toISOString() })
    .returning('report_id')
    .executeTakeFirstOrThrow();
  return row.report_id;
}
