import type { z } from 'zod';
import { contactSubmissionSchema } from '../validation/contact.ts';
import { investmentLeadSchema } from '../validation/investment-lead.ts';
import { newsletterSubscriptionSchema } from '../validation/newsletter.ts';
import { templateDownloadSchema } from '../validation/template-download.ts';
import { LEAD_KINDS, type LeadKind, type LeadKindRecord } from './lead-kinds.ts';

/** The staff e-mail about a new lead: plain-text lines, so no value can inject markup into it. */
export interface LeadNotification {
  subject: string;
  lines: string[];
}

export interface LeadDefinition<Schema extends z.ZodType = z.ZodType> extends LeadKindRecord {
  /** What the function accepts (the form sends the same shape). */
  schema: Schema;
  /** The staff notification for a stored lead. */
  notification(lead: z.output<Schema>): LeadNotification;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function define<K extends LeadKind, Schema extends z.ZodType>(
  kind: K,
  parts: Pick<LeadDefinition<Schema>, 'schema' | 'notification'>,
): (typeof LEAD_KINDS)[K] & Pick<LeadDefinition<Schema>, 'schema' | 'notification'> {
  return { ...LEAD_KINDS[kind], ...parts };
}

/**
 * Every kind of lead with its schema and notification, keyed by kind. The mapped type makes a kind
 * added to LEAD_KINDS a compile error here until it has both.
 */
export const LEAD_REGISTRY = {
  contact: define('contact', {
    schema: contactSubmissionSchema,
    notification: (lead) => ({
      subject: `New contact request${lead.subject ? `: ${lead.subject}` : ''}`,
      lines: [
        `Name: ${lead.name}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone ?? '-'}`,
        `Service: ${lead.service ?? '-'}`,
        `Marketing consent: ${yesNo(lead.agrees_to_marketing)}`,
        `Page: ${lead.source_page ?? '-'}`,
        '',
        lead.message ?? '(no message)',
      ],
    }),
  }),
  investment: define('investment', {
    schema: investmentLeadSchema,
    notification: (lead) => ({
      subject: `New investment lead: ${lead.name}`,
      lines: [
        `Name: ${lead.name}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        `Equity: €${lead.equity}`,
        `Leverage: ${lead.leverage}%`,
        `Term: ${lead.mortgage_years} years`,
        `Property type: ${lead.property_type}`,
        `Changed assumptions: ${
          Object.entries(lead.expense_overrides ?? {})
            .map(([field, value]) => `${field} ${value}`)
            .join(', ') || 'none'
        }`,
        `Marketing consent: ${yesNo(lead.agrees_to_marketing)}`,
        `Page: ${lead.source_page ?? '-'}`,
      ],
    }),
  }),
  templateDownload: define('templateDownload', {
    schema: templateDownloadSchema,
    notification: (lead) => ({
      subject: 'Rental agreement template downloaded',
      lines: [
        `Name: ${lead.fullName}`,
        `E-mail: ${lead.email}`,
        `Marketing consent: ${yesNo(lead.acceptMarketing)}`,
        `Page: ${lead.source_page ?? '-'}`,
      ],
    }),
  }),
  newsletter: define('newsletter', {
    schema: newsletterSubscriptionSchema,
    notification: (lead) => ({
      subject: 'New newsletter subscriber',
      lines: [`E-mail: ${lead.email}`, `Page: ${lead.source_page ?? '-'}`],
    }),
  }),
} satisfies { [K in LeadKind]: (typeof LEAD_KINDS)[K] & LeadDefinition };

export type LeadRegistry = typeof LEAD_REGISTRY;
export type LeadOf<K extends LeadKind> = z.output<LeadRegistry[K]['schema']>;
