// The lease form (admin_lease_save): tenant, optional tenant e-mail, monthly rent and deposit typed
// in euros (integer cents), start and optional end. The signed document is checked apart
// (document-rules.ts) and uploaded before the lease is saved.
import { centsToDecimal, type LeaseRow } from '@shared/owners/ledger';
import { z } from '@shared/validation/zod';
import { emailValid, euroCents, FORM_ERRORS, isoDate, textBetween } from './form-rules';
import { isIsoDate } from './months';

export interface LeaseFormValues {
  tenant_name: string;
  tenant_email: string;
  rent: string;
  starts_on: string;
  ends_on: string;
  deposit: string;
}

export interface LeasePayload {
  tenant_name: string;
  tenant_email: string | null;
  monthly_rent_cents: number;
  starts_on: string;
  ends_on: string | null;
  deposit_cents: number;
}

export const EMPTY_LEASE_FORM: LeaseFormValues = {
  tenant_name: '',
  tenant_email: '',
  rent: '',
  starts_on: '',
  ends_on: '',
  deposit: '',
};

export function leaseToFormValues(lease: LeaseRow): LeaseFormValues {
  return {
    tenant_name: lease.tenant_name,
    tenant_email: lease.tenant_email ?? '',
    rent: centsToDecimal(Number(lease.monthly_rent_cents)),
    starts_on: lease.starts_on,
    ends_on: lease.ends_on ?? '',
    deposit: Number(lease.deposit_cents) === 0 ? '' : centsToDecimal(Number(lease.deposit_cents)),
  };
}

export const leaseFormSchema = z
  .object({
    tenant_name: textBetween(2, 120),
    tenant_email: z
      .string()
      .trim()
      .transform((value) => value.toLowerCase() || null)
      .refine((value) => value === null || emailValid(value), FORM_ERRORS.email),
    rent: euroCents(),
    starts_on: isoDate,
    ends_on: z
      .string()
      .trim()
      .refine((value) => value === '' || isIsoDate(value), FORM_ERRORS.date)
      .transform((value) => value || null),
    deposit: euroCents({ optional: true }),
  })
  .superRefine((value, context) => {
    if (value.ends_on !== null && value.ends_on <= value.starts_on) {
      context.addIssue({ code: 'custom', message: FORM_ERRORS.endBeforeStart, path: ['ends_on'] });
    }
  })
  .transform((value): LeasePayload => ({
    tenant_name: value.tenant_name,
    tenant_email: value.tenant_email,
    monthly_rent_cents: value.rent,
    starts_on: value.starts_on,
    ends_on: value.ends_on,
    deposit_cents: value.deposit,
  }));
