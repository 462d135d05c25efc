// The property form (admin_property_save): address, city, type, package and the co-owners with
// their shares typed in percent, which must add up to exactly 100% (10000 basis points); the
// database refuses any other total too (shares_not_100).
import { PACKAGE_IDS, type PackageId } from '@shared/calculators/management-packages';
import {
  PROPERTY_CITIES,
  PROPERTY_TYPES,
  WHOLE_SHARE_BP,
  type PropertyCity,
  type PropertyOwnerRow,
  type PropertyRow,
  type PropertyType,
} from '@shared/owners/ledger';
import { z } from '@shared/validation/zod';
import { FORM_ERRORS, textBetween } from './form-rules';
import { MAX_CO_OWNERS, parseSharePercent, sharePercentText } from './shares';

export interface CoOwnerValues {
  owner_id: string;
  /** The share in percent as typed ("50", "33.33"). */
  share: string;
}

export interface PropertyFormValues {
  address: string;
  city: PropertyCity;
  property_type: PropertyType;
  package: PackageId;
  owners: CoOwnerValues[];
}

export interface PropertyPayload {
  address: string;
  city: PropertyCity;
  property_type: PropertyType;
  package: PackageId;
  owners: { owner_id: string; share_bp: number }[];
}

export function emptyPropertyForm(firstOwner?: { id: string; package: PackageId }): PropertyFormValues {
  return {
    address: '',
    city: 'Lisbon',
    property_type: 'apartment',
    package: firstOwner?.package ?? 'plus',
    owners: [{ owner_id: firstOwner?.id ?? '', share: '100' }],
  };
}

export function propertyToFormValues(property: PropertyRow, shares: readonly PropertyOwnerRow[]): PropertyFormValues {
  return {
    address: property.address,
    city: property.city,
    property_type: property.property_type,
    package: property.package,
    owners: [...shares]
      .sort((a, b) => b.share_bp - a.share_bp)
      .map((share) => ({ owner_id: share.owner_id, share: sharePercentText(share.share_bp) })),
  };
}

export const propertyFormSchema = z
  .object({
    address: textBetween(5, 200),
    city: z.enum(PROPERTY_CITIES),
    property_type: z.enum(PROPERTY_TYPES),
    package: z.enum(PACKAGE_IDS),
    owners: z
      .array(
        z.object({
          owner_id: z.string().min(1, FORM_ERRORS.required),
          share: z.string().transform((value, context) => {
            const bp = parseSharePercent(value);
            if (bp === null) {
              context.addIssue({ code: 'custom', message: value.trim() ? FORM_ERRORS.share : FORM_ERRORS.required });
              return z.NEVER;
            }
            return bp;
          }),
        }),
      )
      .min(1, FORM_ERRORS.required)
      .max(MAX_CO_OWNERS, FORM_ERRORS.tooManyOwners),
  })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.owners.forEach((owner, index) => {
      if (seen.has(owner.owner_id)) {
        context.addIssue({ code: 'custom', message: FORM_ERRORS.duplicateOwner, path: ['owners', index, 'owner_id'] });
      }
      seen.add(owner.owner_id);
    });
    const total = value.owners.reduce((sum, owner) => sum + owner.share, 0);
    if (total !== WHOLE_SHARE_BP) {
      // On the list as a whole ("owners.root"), shown beside the live total.
      context.addIssue({ code: 'custom', message: FORM_ERRORS.sharesNot100, path: ['owners', 'root'] });
    }
  })
  .transform((value): PropertyPayload => ({
    ...value,
    owners: value.owners.map((owner) => ({ owner_id: owner.owner_id, share_bp: owner.share })),
  }));
