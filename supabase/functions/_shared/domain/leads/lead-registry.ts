import type { z } from 'zod';
import { contactSubmissionSchema } from '../validation/contact.ts';
import { investmentLeadSchema, type ExpenseOverridesPayload } from '../validation/investment-lead.ts';
import { newsletterSubscriptionSchema } from '../validation/newsletter.ts';
import { templateDownloadSchema } from '../validation/template-download.ts';
import { LEAD_KINDS, type LeadKind, type LeadKindRecord } from './lead-kinds.ts';
import { countOf, euros, percent } from './staff-text.ts';
import { pagePath, PROPERTY_TYPE_LABELS, SERVICE_LABELS, YES_NO } from './vocabulary.ts';

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

/** The calculator's assumptions a visitor changed, as the staff e-mail names them. */
const ASSUMPTION_LABELS = {
  management_monthly: { text: 'management a month', euros: true },
  imi_percent: { text: 'IMI (property tax)', euros: false },
  condominium_percent: { text: 'condominium', euros: false },
  insurance_percent: { text: 'insurance', euros: false },
  maintenance_percent: { text: 'maintenance', euros: false },
  vacancy_percent: { text: 'vacancy', euros: false },
} as const satisfies Record<keyof ExpenseOverridesPayload, { text: string; euros: boolean }>;

function changedAssumptions(overrides: ExpenseOverridesPayload | undefined): string {
  return (
    Object.entries(overrides ?? {})
      .map(([field, value]) => {
        const label = Object.hasOwn(ASSUMPTION_LABELS, field)
          ? ASSUMPTION_LABELS[field as keyof typeof ASSUMPTION_LABELS]
          : null;
        if (!label) return `${field} ${value}`;
        return `${label.text} ${label.euros ? euros(value) : percent(value)}`;
      })
      .join(', ') || 'none'
  );
}

const yesNo = (value: boolean) => YES_NO[value ? 'yes' : 'no'].en;
const page = (value: string | null | undefined) => (value ? pagePath(value) : '-');

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
        `Service: ${lead.service ? SERVICE_LABELS[lead.service].en : '-'}`,
        `Marketing consent: ${yesNo(lead.agrees_to_marketing)}`,
        `Page: ${page(lead.source_page)}`,
        '',
        lead.message ?? '(no message)',
      ],
    }),
  }),
  investment: define('investment', {
    schema: investmentLeadSchema,
    notification: (lead) => {
      const estimate = lead.estimate;
      return {
        subject: `New investment lead: ${lead.name}`,
        lines: [
          `Name: ${lead.name}`,
          `E-mail: ${lead.email}`,
          `Phone: ${lead.phone}`,
          ...(estimate
            ? [
                `Equity: ${euros(estimate.equity)}`,
                `Leverage: ${percent(estimate.leverage)}`,
                `Term: ${countOf(estimate.mortgage_years, 'year', 'years')}`,
                `Property type: ${PROPERTY_TYPE_LABELS[estimate.property_type].en}`,
                `Changed assumptions: ${changedAssumptions(estimate.expense_overrides)}`,
              ]
            : ['Calculator figures: none (sent without the calculator)']),
          `Marketing consent: ${yesNo(lead.agrees_to_marketing)}`,
          `Page: ${page(lead.source_page)}`,
        ],
      };
    },
  }),
  templateDownload: define('templateDownload', {
    schema: templateDownloadSchema,
    notification: (lead) => ({
      subject: 'Rental agreement template downloaded',
      lines: [
        `Name: ${lead.fullName}`,
        `E-mail: ${lead.email}`,
        `Marketing consent: ${yesNo(lead.acceptMarketing)}`,
        `Page: ${page(lead.source_page)}`,
      ],
    }),
  }),
  newsletter: define('newsletter', {
    schema: newsletterSubscriptionSchema,
    notification: (lead) => ({
      subject: 'New newsletter subscriber',
      lines: [`E-mail: ${lead.email}`, `Page: ${page(lead.source_page)}`],
    }),
  }),
} satisfies { [K in LeadKind]: (typeof LEAD_KINDS)[K] & LeadDefinition };

export type LeadRegistry = typeof LEAD_REGISTRY;
export type LeadOf<K extends LeadKind> = z.output<LeadRegistry[K]['schema']>;
