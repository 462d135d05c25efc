import { createLeadHandler, type HandlerDeps } from '../lead-handler.ts';

export function contactSubmitHandler(deps: HandlerDeps) {
  return createLeadHandler(
    {
      kind: 'contact',
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
    },
    deps,
  );
}
