/** Operators for tests: the account is made as `npm run operator:create` makes it, the token by signing in. */
import type { TestApp } from './app';
import { createOperator } from '../../src/operator/repository';

export interface Operator {
  operator_id: number;
  operator_name: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

export async function createOperatorAccount(t: TestApp, overrides: { operator_name?: string; password?: string } = {}): Promise<Operator> {
  const operator_name = overrides.operator_name ?? t.uniqueName('op');
  const password = overrides.password ?? 'operator password 1';
  const operator_id = await createOperator(t.db, { operator_name, password_hash: await t.app.passwords.hash(password) });
  const login = await t.app.inject({ method: 'POST', url: '/api/operator/log', payload: { operator_name, password } });
  if (login.statusCode !== 200) throw new Error(`operator login: ${login.statusCode} ${login.body}`);
  const token = login.json().token as string;
  return { operator_id, operator_name, password, token, auth: { authorization: `Bearer ${token}` } };
}
