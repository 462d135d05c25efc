import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LeaseRow } from '@shared/owners/ledger';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast/toast';
import { OwnersAdminError } from './admin-errors';
import type { OwnersAdminCopy } from './copy.en';
import { DOCUMENT_ACCEPT, documentProblem } from './document-rules';
import { DocumentButton } from './document-button';
import {
  EMPTY_LEASE_FORM,
  leaseFormSchema,
  leaseToFormValues,
  type LeaseFormValues,
  type LeasePayload,
} from './lease-form-schema';
import { DateField, dayText, FileField, formErrorText, Money, ProblemAlert } from './ui';
import { useLeases, useSaveLease } from './use-owners-admin';

const resolver = standardSchemaResolver(leaseFormSchema);

/** A property's leases (the latest first), each with its signed document; add and edit. */
export function LeasePanel({ copy, propertyId }: { copy: OwnersAdminCopy; propertyId: string }) {
  const { lang } = useI18n();
  const leases = useLeases(propertyId);
  const save = useSaveLease(propertyId);
  const [editing, setEditing] = useState<LeaseRow | 'new' | null>(null);
  const t = copy.lease;

  return (
    <section
      aria-labelledby="lease-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="lease-heading" className="text-xl font-bold text-slate-900">
          {t.title}
        </h3>
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t.add}
        </Button>
      </div>
      {leases.isPending ? (
        <LoadingSpinner label={copy.loading} />
      ) : leases.isError ? (
        <ProblemAlert copy={copy} error={leases.error} onRetry={() => void leases.refetch()} />
      ) : leases.data.length === 0 ? (
        <p className="text-slate-600">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {leases.data.map((lease) => (
            <li key={lease.id} className="rounded-xl border border-slate-200 p-4" data-testid="lease">
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-600">{t.tenant}</dt>
                  <dd className="font-semibold text-slate-900">
                    <bdi>{lease.tenant_name}</bdi>
                    {lease.tenant_email && (
                      <span dir="ltr" className="block font-normal [overflow-wrap:anywhere]">
                        {lease.tenant_email}
                      </span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t.rent}</dt>
                  <dd>
                    <Money cents={lease.monthly_rent_cents} />
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t.term}</dt>
                  <dd>
                    {lease.ends_on
                      ? fill(t.termRange, { start: dayText(lease.starts_on, lang), end: dayText(lease.ends_on, lang) })
                      : fill(t.termOpen, { start: dayText(lease.starts_on, lang) })}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t.deposit}</dt>
                  <dd>
                    <Money cents={lease.deposit_cents} />
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t.document}</dt>
                  <dd>
                    {lease.document_path ? (
                      <DocumentButton copy={copy} path={lease.document_path} label={t.openDocument} />
                    ) : (
                      t.noDocument
                    )}
                  </dd>
                </div>
              </dl>
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                aria-label={fill(t.editLabel, { tenant: lease.tenant_name })}
                onClick={() => setEditing(lease)}
              >
                {t.edit}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t.addTitle : editing ? fill(t.editTitle, { tenant: editing.tenant_name }) : ''}
        size="lg"
        data-testid="lease-dialog"
      >
        {editing !== null && (
          <LeaseForm
            key={editing === 'new' ? 'new' : editing.id}
            copy={copy}
            defaultValues={editing === 'new' ? EMPTY_LEASE_FORM : leaseToFormValues(editing)}
            hasDocument={editing !== 'new' && editing.document_path !== null}
            onCancel={() => setEditing(null)}
            onSave={async (lease, document) => {
              const id = editing === 'new' ? undefined : editing.id;
              await save.mutateAsync({ lease, id, document });
              toast.success(id ? t.saved : t.added);
              setEditing(null);
            }}
          />
        )}
      </ModalDialog>
    </section>
  );
}

function LeaseForm({
  copy,
  defaultValues,
  hasDocument,
  onSave,
  onCancel,
}: {
  copy: OwnersAdminCopy;
  defaultValues: LeaseFormValues;
  hasDocument: boolean;
  onSave: (lease: LeasePayload, document: File | null) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<LeaseFormValues, unknown, LeasePayload>({ resolver, defaultValues });
  const [document, setDocument] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const busy = form.formState.isSubmitting;
  const f = copy.lease.fields;
  const errorText = (code: string | undefined) => formErrorText(copy, code);

  const chooseDocument = (file: File | null) => {
    const problem = file ? documentProblem(file) : null;
    setDocumentError(problem ? copy.problems.documents[problem] : null);
    setDocument(problem ? null : file);
  };

  const submit = form.handleSubmit(async (lease) => {
    setFailure(null);
    if (documentError) return;
    try {
      await onSave(lease, document);
    } catch (error) {
      if (error instanceof OwnersAdminError && error.problem.kind === 'document') {
        setDocumentError(copy.problems.documents[error.problem.problem]);
      } else setFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="tenant_name"
          id="lease-tenant"
          label={f.tenantName}
          dir="auto"
          required
          maxLength={120}
          errorText={errorText}
        />
        <TextField
          control={form.control}
          name="tenant_email"
          id="lease-email"
          kind="email"
          autoComplete="off"
          label={f.tenantEmail}
          maxLength={254}
          errorText={errorText}
        />
        <TextField
          control={form.control}
          name="rent"
          id="lease-rent"
          label={f.rent}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          required
          maxLength={16}
          errorText={errorText}
        />
        <TextField
          control={form.control}
          name="deposit"
          id="lease-deposit"
          label={f.deposit}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          maxLength={16}
          errorText={errorText}
        />
        <DateField
          control={form.control}
          name="starts_on"
          id="lease-start"
          label={f.startsOn}
          required
          errorText={errorText}
        />
        <DateField control={form.control} name="ends_on" id="lease-end" label={f.endsOn} errorText={errorText} />
        <div className="sm:col-span-2">
          <FileField
            id="lease-document"
            label={f.document}
            accept={DOCUMENT_ACCEPT}
            hint={hasDocument ? f.documentKept : undefined}
            error={documentError}
            onFile={chooseDocument}
          />
        </div>
      </div>
      {failure !== null && <ProblemAlert copy={copy} error={failure} onRetry={() => void submit()} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? (document ? copy.lease.uploading : copy.saving) : copy.save}
        </Button>
        <Button variant="outline" className="text-slate-700" disabled={busy} onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
