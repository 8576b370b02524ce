/**
 * `npm run operator:create -w api-server -- <operator_name>`: creates an operator account (the only
 * way one is made; the API has no sign-up for operators). The name is the argument, or asked for;
 * the password comes from OPERATOR_PASSWORD, else standard input (its first line; asked for, without
 * echo, at a terminal). The database is the API's: DATABASE_URL (PostgreSQL, any time) or DATA_DIR
 * (SQLite: while the API is stopped, since one process owns a data directory). A taken name (in any
 * case) is refused and nothing is written.
 */
import { createInterface } from 'node:readline';
import { Value } from 'typebox/value';
import { openCommandDatabase, runAsProcess, type CommandIo as BaseCommandIo } from '../cli/command';
import { migrateToLatest } from '../db/migrate';
import { isUniqueViolation } from '../db/errors';
import { createPasswordHasher, type HasherOptions } from '../auth/passwords';
import { NAME_LENGTH, NAME_PATTERN, Password, Username } from '../schemas/contract';
import { createOperator, findOperatorCredentials } from './repository';

export const USAGE = 'usage: npm run operator:create -w api-server -- <operator_name>   (password: OPERATOR_PASSWORD or standard input)';

export interface CommandIo extends BaseCommandIo {
  /** Asks one question; `secret` hides what is typed. Resolves with the line (without its end). */
  ask: (question: string, secret: boolean) => Promise<string>;
  /** Hashing beyond production's (tests lower the cost). */
  hashing?: HasherOptions;
}

/** Why a name or password is refused, or null. */
export function nameProblem(name: string): string | null {
  if (Value.Check(Username, name)) return null;
  return `the operator name must be ${NAME_LENGTH.minLength}–${NAME_LENGTH.maxLength} characters: letters, digits, _ - . (pattern ${NAME_PATTERN})`;
}

export function passwordProblem(password: string): string | null {
  return Value.Check(Password, password) ? null : 'the password must be 8–128 characters';
}

/** The command; resolves with its exit code. */
export async function runCreateOperator(args: string[], io: CommandIo): Promise<number> {
  if (args.length > 1) {
    io.err(USAGE);
    return 2;
  }
  const name = (args[0] ?? (await io.ask('Operator name: ', false))).trim();
  const badName = nameProblem(name);
  if (badName) {
    io.err(`${badName}; no operator was created`);
    return 1;
  }
  const password = io.env.OPERATOR_PASSWORD ?? (await io.ask('Password: ', true));
  const badPassword = passwordProblem(password);
  if (badPassword) {
    io.err(`${badPassword}; no operator was created`);
    return 1;
  }
  const handle = openCommandDatabase(io);
  if (!handle) return 1;
  try {
    await migrateToLatest(handle);
    const taken = `the operator name "${name}" is already taken; no operator was created`;
    if (await findOperatorCredentials(handle.db, name)) {
      io.err(taken);
      return 1;
    }
    const password_hash = await createPasswordHasher(io.hashing).hash(password);
    try {
      await createOperator(handle.db, { operator_name: name, password_hash });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      io.err(taken);
      return 1;
    }
  } catch (error) {
    io.err(`the operator could not be created: ${(error as Error).message}`);
    return 1;
  } finally {
    await handle.close();
  }
  io.out(`operator "${name}" created; sign in at POST /api/operator/log`);
  return 0;
}

/** Reads answers from the terminal (hiding secrets) or, when piped, line by line from standard input. */
function terminalAsker(): { ask: CommandIo['ask']; close: () => void } {
  const input = process.stdin;
  const rl = createInterface({ input, output: process.stderr, terminal: input.isTTY === true });
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let ended = false;
  rl.on('line', (line) => (waiting.length ? waiting.shift()!(line) : lines.push(line)));
  rl.on('close', () => {
    ended = true;
    while (waiting.length) waiting.shift()!('');
  });
  let muted = false;
  const write = (rl as unknown as { _writeToOutput: (s: string) => void });
  const original = write._writeToOutput.bind(rl);
  write._writeToOutput = (text: string) => {
    if (!muted) original(text);
  };
  return {
    ask: (question, secret) => {
      if (input.isTTY) process.stderr.write(question);
      muted = secret && input.isTTY === true;
      return new Promise<string>((resolve) => {
        const done = (line: string) => {
          if (muted) process.stderr.write('\n');
          muted = false;
          resolve(line);
        };
        if (lines.length) done(lines.shift()!);
        else if (ended) done('');
        else waiting.push(done);
      });
    },
    close: () => rl.close(),
  };
}

if (require.main === module) {
  const asker = terminalAsker();
  runAsProcess(() => runCreateOperator(process.argv.slice(2), { env: process.env, out: (l) => console.log(l), err: (l) => console.error(l), ask: asker.ask }), asker.close);
}
