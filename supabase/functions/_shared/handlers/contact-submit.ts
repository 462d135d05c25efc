import { contactSubmissionSchema } from '../domain/validation/contact.ts';
import { createLeadHandler, type HandlerDeps } from '../lead-handler.ts';

export function contactSubmitHandler(deps: HandlerDeps) {
  return createLeadHandler(
    {
      name: 'contact-submit',
      table: 'contact_submissions',
      schema: contactSubmissionSchema,
      async store(db, lead, { ipHash }) {
        const [row] = await db.query<{ id: string }>(
          `insert into public.contact_submissions
             (name, email, phone, subject, message, service, agrees_to_terms, agrees_to_marketing,
              consent_version, source_page, ip_hash)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
          [
            lead.name,
            lead.email,
            lead.phone,
            lead.subject,
            lead.message,
            lead.service,
            lead.agrees_to_terms,
            lead.agrees_to_marketing,
            lead.consent_version,
            lead.source_page,
            ipHash,
          ],
        );
        return row!.id;
      },
      notification: (lead) => ({
        subject: `New contact request${lead.subject ? `: ${lead.subject}` : ''}`,
        lines: [
          `Name: ${lead.name}`,
          `E-mail: ${lead.email}`,
          `Phone: ${lead.phone ?? '-'}`,
          `Service: ${lead.service ?? '-'}`,
          `Marketing consent: ${lead.agrees_to_marketing ? 'yes' : 'no'}`,
          `Page: ${lead.source_page ?? '-'}`,
          '',
          lead.message ?? '(no message)',
        ],
      }),
    },
    deps,
  );
}
