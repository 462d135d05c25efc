import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { NEWSLETTER_ERRORS } from '@shared/validation/error-codes';
import { newsletterSchema } from '@shared/validation/newsletter';

function errorOf(email: unknown): string | undefined {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('newsletterSchema', () => {
  it('uses stable error codes', () => {
    expect(NEWSLETTER_ERRORS).toEqual({ empty: 'email_required', invalid: 'email_invalid' });
  });

  it('refuses an empty address as required', () => {
    expect(errorOf('')).toBe('email_required');
  });

  it('refuses a whitespace-only address as required', () => {
    expect(errorOf('   ')).toBe('email_required');
    expect(errorOf('\t\n')).toBe('email_required');
  });

  it.each(['plainaddress', 'no-at.example.com', 'a@b', 'a@b.', '@example.com', 'a b@example.com', 'a@@example.com'])(
    'refuses %j as invalid',
    (email) => {
      expect(errorOf(email)).toBe('email_invalid');
    },
  );

  it('trims a valid address and leaves its case to the database (public.normalize_email)', () => {
    expect(newsletterSchema.parse({ email: '  Dana.Cohen@Example.COM ' })).toEqual({ email: 'Dana.Cohen@Example.COM' });
  });

  it('accepts an address at the maximum length', () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(email).toHaveLength(255);
    expect(newsletterSchema.parse({ email })).toEqual({ email });
  });

  it('refuses an over-long address', () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`;
    expect(errorOf(email)).toBe('email_invalid');
  });

  it('refuses a missing or non-string email', () => {
    expect(newsletterSchema.safeParse({}).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: 42 }).success).toBe(false);
  });
});
