import { templateDownloadSchema } from '../domain/validation/template-download.ts';
import { createLeadHandler, type HandlerDeps } from '../lead-handler.ts';

export function rentalTemplateDownloadHandler(deps: HandlerDeps) {
  return createLeadHandler(
    {
      name: 'rental-template-download',
      table: 'template_downloads',
      schema: templateDownloadSchema,
      async store(db, lead, { ipHash }) {
        const [row] = await db.query<{ id: string }>(
          `insert into public.template_downloads
             (full_name, email, agrees_to_terms, agrees_to_marketing, consent_version, source_page, ip_hash)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            lead.fullName,
            lead.email,
            lead.acceptTerms,
            lead.acceptMarketing,
            lead.consent_version,
            lead.source_page,
            ipHash,
          ],
        );
        return row!.id;
      },
      notification: (lead) => ({
        subject: 'Rental agreement template downloaded',
        lines: [
          `Name: ${lead.fullName}`,
          `E-mail: ${lead.email}`,
          `Marketing consent: ${lead.acceptMarketing ? 'yes' : 'no'}`,
          `Page: ${lead.source_page ?? '-'}`,
        ],
      }),
    },
    deps,
  );
}
