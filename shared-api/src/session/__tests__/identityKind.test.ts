import { customerToken, operatorToken, storeToken } from '../../testing';
import { identityKindOf, selectIdentityKind } from '../identityKind';
import { sessionStateFor } from '../thunks';

describe("the signed-in identity's kind (what the shell's guards and menus compare with the remotes' descriptions)", () => {
  it('is the kind the token names, or null for nobody, an expired or a broken token', () => {
    expect(identityKindOf(sessionStateFor(customerToken()))).toBe('customer');
    expect(identityKindOf(sessionStateFor(storeToken()))).toBe('store');
    expect(identityKindOf(sessionStateFor(operatorToken()))).toBe('operator');
    expect(identityKindOf(sessionStateFor(undefined))).toBeNull();
    expect(identityKindOf(sessionStateFor('not-a-token'))).toBeNull();
  });

  it('is null while the session is being checked', () => {
    expect(selectIdentityKind({ session: { customer: null, store: null, operator: null, loading: true } })).toBeNull();
  });
});
