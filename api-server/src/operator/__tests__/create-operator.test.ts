/** `npm run operator:create`: on SQLite (DATA_DIR) and PostgreSQL (DATABASE_URL), as the server reads them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/connect';
import { createPasswordHasher } from '../../auth/passwords';
import { createPgSchema, dropPgSchema, PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../../test/helpers/database';
import { TEST_PASSWORD_HASHING } from '../../../test/helpers/app';
import { runCreateOperator, USAGE, type CommandIo } from '../create-operator';

jest.setTimeout(60_000);

describe.each(['sqlite', 'postgres'] as const)('operator:create [%s]', (kind) => {
  if (kind === 'postgres' && !TEST_DATABASE_URL) {
    it.skip(PG_SKIPPED_TITLE, () => undefined);
    return;
  }
  let env: Record<string, string>;
  let schema: string | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-create-'));
    if (kind === 'postgres') {
      schema = await createPgSchema();
      env = { DATABASE_URL: `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema},public`)}` };
    } else {
      env = { DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    if (schema) await dropPgSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function run(args: string[], { answers = [] as string[], extraEnv = {} as Record<string, string> } = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const asked: string[] = [];
    const io: CommandIo = {
      env: { ...env, ...extraEnv },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      ask: async (question) => {
        asked.push(question);
        return answers.shift() ?? '';
      },
      hashing: TEST_PASSWORD_HASHING,
    };
    return runCreateOperator(args, io).then((code) => ({ code, out, err, asked }));
  }

  async function storedOperators() {
    const handle = openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir, pgSchema: schema });
    try {
      return await handle.db.selectFrom('operators').select(['operator_name', 'password_hash']).orderBy('operator_id').execute();
    } finally {
      await handle.close();
    }
  }

  it('creates an operator from the argument and the password read in, with a hash that verifies', async () => {
    const result = await run(['chief_ops'], { answers: ['a long secret 1'] });
    expect(result).toEqual({ code: 0, out: ['operator "chief_ops" created; sign in at POST /api/operator/log'], err: [], asked: ['Password: '] });
    const [stored] = await storedOperators();
    expect(stored.operator_name).toBe('chief_ops');
    expect(await createPasswordHasher(TEST_PASSWORD_HASHING).verify('a long secret 1', stored.password_hash)).toBe(true);
  });

  it('asks for the name when none is given, and takes OPERATOR_PASSWORD over asking', async () => {
    const result = await run([], { answers: ['second_ops'], extraEnv: { OPERATOR_PASSWORD: 'another secret 2' } });
    expect({ code: result.code, asked: result.asked }).toEqual({ code: 0, asked: ['Operator name: '] });
    expect((await storedOperators()).map((o) => o.operator_name)).toEqual(['chief_ops', 'second_ops']);
  });

  it('refuses a taken name (in any case), a bad name, a short password and extra arguments, writing nothing', async () => {
    const cases = [
      [await run(['CHIEF_OPS'], { answers: ['a long secret 1'] }), 1, 'the operator name "CHIEF_OPS" is already taken; no operator was created'],
      [await run(['no spaces'], { answers: ['a long secret 1'] }), 1, 'the operator name must be 3–32 characters: letters, digits, _ - . (pattern ^[A-Za-z0-9_.-]+$); no operator was created'],
      [await run(['third_ops'], { answers: ['short'] }), 1, 'the password must be 8–128 characters; no operator was created'],
      [await run(['a', 'b']), 2, USAGE],
    ] as const;
    for (const [result, code, message] of cases) expect({ code: result.code, err: result.err }).toEqual({ code, err: [message] });
    expect((await storedOperators()).map((o) => o.operator_name)).toEqual(['chief_ops', 'second_ops']);
  });
});
