import { lastTwelveMonths, shiftMonth } from './month-totals';
import { linkToken, ownerSessionState, searchWithoutToken } from './owner-session';
import { FEBRUARY, FEBRUARY_SHARE, MARCH, MARCH_SHARE } from './test-fixtures';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (appMetadata: object) => `${base64url({ alg: 'HS256' })}.${base64url({ app_metadata: appMetadata })}.sig`;

describe('ownerSessionState', () => {
  it('is signed out without a session', () => {
    expect(ownerSessionState(null)).toEqual({ status: 'signedOut' });
  });

  it('reads the role the database reads: the token’s app_metadata', () => {
    const session = {
      access_token: token({ role: 'owner' }),
      user: { id: 'u1', email: 'owner@example.com', app_metadata: {} },
    };
    expect(ownerSessionState(session)).toEqual({ status: 'owner', email: 'owner@example.com', userId: 'u1' });
  });

  it('refuses staff and accounts without the owner role', () => {
    const admin = { access_token: token({ role: 'admin' }), user: { id: 'u2', email: 'staff@example.com' } };
    expect(ownerSessionState(admin)).toEqual({ status: 'notOwner', email: 'staff@example.com' });
    // A token without the role is refused, whatever the user object says: the database reads the token.
    const plain = {
      access_token: token({}),
      user: { id: 'u3', email: 'x@example.com', app_metadata: { role: 'owner' } },
    };
    expect(ownerSessionState(plain).status).toBe('notOwner');
  });

  it('falls back to the user’s app_metadata when the token cannot be read', () => {
    const session = {
      access_token: 'not-a-jwt',
      user: { id: 'u4', email: 'a@example.com', app_metadata: { role: 'admin' } },
    };
    expect(ownerSessionState(session).status).toBe('notOwner');
  });
});

describe('the sign-in link in the address', () => {
  it('finds the token of an e-mail link', () => {
    expect(linkToken('?token_hash=abc123&type=email&statement=s1')).toBe('abc123');
    expect(linkToken('?statement=s1')).toBeNull();
    expect(linkToken('?token_hash=abc123&type=recovery')).toBeNull();
  });

  it('takes the token out of the address and keeps the statement', () => {
    expect(searchWithoutToken('?token_hash=abc123&type=email&statement=s1')).toBe('?statement=s1');
    expect(searchWithoutToken('?token_hash=abc123&type=email')).toBe('');
  });
});

describe('the 12-month totals', () => {
  it('counts back 12 calendar months from the latest statement, empty months as nothing', () => {
    const months = lastTwelveMonths([MARCH, FEBRUARY], [MARCH_SHARE, FEBRUARY_SHARE]);
    expect(months.map((month) => month.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    // Income against expenses with the fee and VAT, the owner's part.
    expect(months.at(-1)).toEqual({ month: '2026-03', incomeCents: 72000, expensesCents: 13830 + 7200 + 1656 });
    expect(months[0]).toEqual({ month: '2025-04', incomeCents: 0, expensesCents: 0 });
  });

  it('is empty without a statement', () => {
    expect(lastTwelveMonths([MARCH], [])).toEqual([]);
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });
});
