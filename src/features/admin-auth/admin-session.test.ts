import { sessionState, signInErrorKind } from './admin-session';

describe('sessionState', () => {
  it('is signed out without a session', () => {
    expect(sessionState(null)).toEqual({ status: 'signedOut' });
    expect(sessionState(undefined)).toEqual({ status: 'signedOut' });
  });

  it('is admin only with app_metadata.role = admin', () => {
    expect(sessionState({ user: { email: 'a@x.pt', app_metadata: { role: 'admin' } } })).toEqual({
      status: 'admin',
      email: 'a@x.pt',
    });
  });

  it('is not admin for any other role, none, or a role the user could set (user_metadata)', () => {
    expect(sessionState({ user: { email: 's@x.pt', app_metadata: { provider: 'email' } } })).toEqual({
      status: 'notAdmin',
      email: 's@x.pt',
    });
    expect(sessionState({ user: { email: 's@x.pt', app_metadata: { role: 'Admin' } } }).status).toBe('notAdmin');
    expect(sessionState({ user: { email: 's@x.pt', app_metadata: null } }).status).toBe('notAdmin');
    const forged = { user: { email: 's@x.pt', app_metadata: {}, user_metadata: { role: 'admin' } } };
    expect(sessionState(forged).status).toBe('notAdmin');
  });
});

describe('signInErrorKind', () => {
  it('recognises wrong credentials by code or by the old message', () => {
    expect(signInErrorKind({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 })).toBe(
      'wrongCredentials',
    );
    expect(signInErrorKind({ message: 'Invalid login credentials', status: 400 })).toBe('wrongCredentials');
  });

  it('treats anything else as another failure', () => {
    expect(signInErrorKind({ message: 'Failed to fetch', status: 0 })).toBe('other');
    expect(signInErrorKind({ message: 'Email not confirmed', code: 'email_not_confirmed', status: 400 })).toBe('other');
  });
});
