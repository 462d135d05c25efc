import { Mail, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OwnerRow } from '@shared/owners/ledger';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { countText } from '@/lib/i18n/plural';
import { toast } from '@/lib/toast/toast';
import type { OwnersAdminCopy } from './copy.en';
import { OwnerForm } from './owner-form';
import { ownerToFormValues } from './owner-form-schema';
import { locationSearch } from './tool-location';
import { Cell, INPUT_CLASS, LABEL_CLASS, momentText, ProblemAlert, TABLE, TABLE_BOX, TBODY, TH, THEAD, TR } from './ui';
import { useInviteOwner, useOwners, useSaveOwner } from './use-owners-admin';

/** Owners whose name or e-mail holds the search, ignoring case and accents. */
export function matchOwners(owners: readonly OwnerRow[], search: string): OwnerRow[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(search.trim());
  if (!needle) return [...owners];
  return owners.filter((owner) => fold(owner.full_name).includes(needle) || fold(owner.email).includes(needle));
}

/** The owners: search, add, edit, invite. */
export function OwnersView({ copy }: { copy: OwnersAdminCopy }) {
  const { lang } = useI18n();
  const owners = useOwners();
  const save = useSaveOwner();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<OwnerRow | 'new' | null>(null);
  const searchId = useId();
  const t = copy.owners;
  const shown = owners.data ? matchOwners(owners.data, search) : [];

  return (
    <section aria-labelledby="owners-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="owners-heading" className="text-2xl font-bold text-slate-900">
            {t.title}
          </h2>
          <p className="mt-1 text-slate-600">{t.intro}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t.add}
        </Button>
      </div>

      <div role="search" className="flex max-w-md flex-col gap-1.5">
        <label htmlFor={searchId} className={LABEL_CLASS}>
          {t.search}
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute start-3 top-3 size-5 text-slate-500" />
          <input
            id={searchId}
            type="search"
            dir="auto"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={`${INPUT_CLASS} ps-10`}
          />
        </div>
      </div>

      {owners.isPending ? (
        <LoadingSpinner label={copy.loading} />
      ) : owners.isError ? (
        <ProblemAlert copy={copy} error={owners.error} onRetry={() => void owners.refetch()} />
      ) : owners.data.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-slate-600">{t.empty}</p>
      ) : (
        <>
          <p className="text-slate-600" aria-live="polite" data-testid="owner-count">
            {countText(t.count, shown.length, lang)}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-xl bg-white p-5 text-slate-600">{t.emptySearch}</p>
          ) : (
            <OwnersTable copy={copy} owners={shown} onEdit={setEditing} />
          )}
        </>
      )}

      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t.addTitle : editing ? fill(t.editTitle, { name: editing.full_name }) : ''}
        size="lg"
        data-testid="owner-dialog"
      >
        {editing !== null && (
          <OwnerForm
            key={editing === 'new' ? 'new' : editing.id}
            copy={copy}
            idPrefix="owner"
            defaultValues={editing === 'new' ? undefined : ownerToFormValues(editing)}
            onCancel={() => setEditing(null)}
            onSave={async (owner) => {
              const id = editing === 'new' ? undefined : editing.id;
              await save.mutateAsync({ owner, id });
              toast.success(id ? t.saved : t.added);
              setEditing(null);
            }}
          />
        )}
      </ModalDialog>
    </section>
  );
}

function OwnersTable({
  copy,
  owners,
  onEdit,
}: {
  copy: OwnersAdminCopy;
  owners: OwnerRow[];
  onEdit: (owner: OwnerRow) => void;
}) {
  const t = copy.owners;
  const c = t.columns;
  return (
    <div role="region" aria-label={t.listLabel} tabIndex={0} className={TABLE_BOX}>
      <table className={`${TABLE} md:min-w-[64rem]`}>
        <thead className={THEAD}>
          <tr>
            <th scope="col" className={TH}>
              {c.name}
            </th>
            <th scope="col" className={TH}>
              {c.email}
            </th>
            <th scope="col" className={TH}>
              {c.language}
            </th>
            <th scope="col" className={TH}>
              {c.taxCountry}
            </th>
            <th scope="col" className={TH}>
              {c.nif}
            </th>
            <th scope="col" className={TH}>
              {c.package}
            </th>
            <th scope="col" className={TH}>
              {c.invited}
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className={TBODY}>
          {owners.map((owner) => (
            <OwnerRowView key={owner.id} copy={copy} owner={owner} onEdit={() => onEdit(owner)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OwnerRowView({ copy, owner, onEdit }: { copy: OwnersAdminCopy; owner: OwnerRow; onEdit: () => void }) {
  const { lang } = useI18n();
  const invite = useInviteOwner();
  const [failure, setFailure] = useState<unknown>(null);
  const t = copy.owners;
  const c = t.columns;
  const erased = owner.anonymised_at !== null;
  const country = (copy.countries as Record<string, string | undefined>)[owner.tax_country] ?? owner.tax_country;

  const sendInvite = () => {
    setFailure(null);
    invite.mutate(owner.id, {
      onSuccess: () => toast.success(fill(owner.invited_at ? t.resent : t.invited, { email: owner.email })),
      onError: setFailure,
    });
  };

  return (
    <tr className={TR} data-testid="owner-row">
      <Cell label={c.name}>
        <bdi className="font-semibold">{owner.full_name}</bdi>
      </Cell>
      <Cell label={c.email}>
        <span dir="ltr">{owner.email}</span>
      </Cell>
      <Cell label={c.language}>{copy.languages[owner.language]}</Cell>
      <Cell label={c.taxCountry}>{country}</Cell>
      <Cell label={c.nif}>
        <span dir="ltr" className="tabular-nums">
          {owner.nif}
        </span>
      </Cell>
      <Cell label={c.package}>{copy.packages[owner.package]}</Cell>
      <Cell label={c.invited}>
        {erased
          ? t.erased
          : owner.invited_at
            ? fill(t.invitedOn, { date: momentText(owner.invited_at, lang) })
            : t.notInvited}
      </Cell>
      <td className="flex flex-col gap-2 pt-3 align-top md:table-cell md:px-3 md:py-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={fill(t.editLabel, { name: owner.full_name })}
            disabled={erased}
            onClick={onEdit}
          >
            {t.edit}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={fill(owner.invited_at ? t.resendLabel : t.inviteLabel, { name: owner.full_name })}
            disabled={erased || invite.isPending}
            onClick={sendInvite}
          >
            <Mail aria-hidden className="size-4" />
            {invite.isPending ? t.inviting : owner.invited_at ? t.resend : t.invite}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link
              to={{ search: locationSearch({ view: 'properties', owner: owner.id }) }}
              aria-label={fill(t.propertiesLabel, { name: owner.full_name })}
            >
              {t.properties}
            </Link>
          </Button>
        </div>
        {failure !== null && <ProblemAlert copy={copy} error={failure} onRetry={sendInvite} />}
      </td>
    </tr>
  );
}
