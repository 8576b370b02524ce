/**
 * The password check of a sign-in. A name with no account is checked against nothing at the same
 * cost (no telling which names exist by timing). A right password whose stored hash was made with
 * older parameters gets a new hash, so old hashes disappear as people sign in; that upgrade never
 * fails the sign-in (a busy hash queue or a lost write just leaves it for the next one).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher, HashTicket } from './passwords';

export interface PasswordCheck {
  passwords: PasswordHasher;
  password: string;
  /** The account's stored hash, or undefined when no account has the name. */
  storedHash: string | undefined;
  ticket: HashTicket;
  /** Replaces the stored hash, only if it is still `previous` (a password changed meanwhile wins). */
  replaceHash(previous: string, next: string): Promise<unknown>;
  log: FastifyBaseLogger;
}

export async function checkPassword({ passwords, password, storedHash, ticket, replaceHash, log }: PasswordCheck): Promise<boolean> {
  if (storedHash === undefined) return passwords.verifyAgainstNothing(password, ticket);
  if (!(await passwords.verify(password, storedHash, ticket))) return false;
  if (passwords.needsRehash(storedHash)) {
    try {
      await replaceHash(storedHash, await passwords.hash(password, ticket));
    } catch (error) {
      log.warn({ err: error }, 'password hash upgrade postponed');
    }
  }
  return true;
}
