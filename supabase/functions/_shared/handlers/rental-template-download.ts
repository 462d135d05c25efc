import { createLeadHandler, type HandlerDeps } from '../lead-handler.ts';

export function rentalTemplateDownloadHandler(deps: HandlerDeps) {
  return createLeadHandler(
    {
      kind: 'templateDownload',
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
    },
    deps,
  );
}
