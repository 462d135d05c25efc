import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PACKAGE_IDS, type PackageId } from '@shared/calculators/management-packages';
import { OWNER_LANGUAGES } from '@shared/owners/ledger';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { formatEuroCents, formatPercent } from '@/lib/format/intl';
import type { OwnersAdminCopy } from './copy.en';
import { feeVatCents, packageTerms } from './fee-preview';
import { EMPTY_OWNER_FORM, ownerFormSchema, type OwnerFormValues, type OwnerPayload } from './owner-form-schema';
import { TAX_COUNTRIES } from './tax-countries';
import { formErrorText, ProblemAlert, SelectField } from './ui';

const resolver = standardSchemaResolver(ownerFormSchema);

/** A package's rate and minimum, with and without VAT, from the business's figures. */
export function packageTermsText(copy: OwnersAdminCopy, id: PackageId, lang: Lang): string {
  const terms = packageTerms(id);
  return fill(copy.packageTerms, {
    rate: formatPercent(terms.percent, lang, 0),
    minimum: formatEuroCents(terms.minimumCents, lang),
    minimumWithVat: formatEuroCents(terms.minimumCents + feeVatCents(terms.minimumCents), lang),
  });
}

/** The countries in the page's language, Israel and Portugal first, then by name. */
export function countryOptions(copy: OwnersAdminCopy, lang: Lang, current?: string) {
  const [first, second, ...rest] = TAX_COUNTRIES;
  const collator = new Intl.Collator(lang);
  const named = (code: string) => [code, (copy.countries as Record<string, string>)[code] ?? code] as const;
  const options = [named(first), named(second), ...rest.map(named).sort((a, b) => collator.compare(a[1], b[1]))];
  // A country stored earlier but not in the list stays choosable, named by the browser.
  if (current && !options.some(([code]) => code === current)) {
    let name = current;
    try {
      name = new Intl.DisplayNames([lang], { type: 'region' }).of(current) ?? current;
    } catch {
      // An unknown code keeps its letters.
    }
    options.push([current, name] as const);
  }
  return options;
}

/**
 * Add or edit an owner (admin_owner_save). Checked in the browser first (the NIF's check digit
 * among the rest); what the database refuses is shown under the form in the page's language.
 */
export function OwnerForm({
  copy,
  idPrefix,
  defaultValues = EMPTY_OWNER_FORM,
  onSave,
  onCancel,
}: {
  copy: OwnersAdminCopy;
  idPrefix: string;
  defaultValues?: OwnerFormValues;
  onSave: (owner: OwnerPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { lang } = useI18n();
  const form = useForm<OwnerFormValues, unknown, OwnerPayload>({ resolver, defaultValues });
  const [failure, setFailure] = useState<unknown>(null);
  const pkg = useWatch({ control: form.control, name: 'package' });
  const busy = form.formState.isSubmitting;
  const f = copy.owners.fields;
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorText = (code: string | undefined) => formErrorText(copy, code);

  const submit = form.handleSubmit(async (owner) => {
    setFailure(null);
    try {
      await onSave(owner);
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="full_name"
          id={id('full_name')}
          label={f.fullName}
          dir="auto"
          required
          maxLength={120}
          errorText={errorText}
        />
        <TextField
          control={form.control}
          name="email"
          id={id('email')}
          kind="email"
          autoComplete="off"
          label={f.email}
          required
          maxLength={254}
          errorText={errorText}
        />
        <SelectField
          control={form.control}
          name="language"
          id={id('language')}
          label={f.language}
          required
          options={OWNER_LANGUAGES.map((code) => [code, copy.languages[code]] as const)}
        />
        <SelectField
          control={form.control}
          name="tax_country"
          id={id('tax_country')}
          label={f.taxCountry}
          required
          errorText={errorText}
          options={countryOptions(copy, lang, defaultValues.tax_country)}
        />
        <div className="flex flex-col gap-1.5">
          <TextField
            control={form.control}
            name="nif"
            id={id('nif')}
            label={f.nif}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            required
            maxLength={11}
            errorText={errorText}
          />
          <p className="text-sm text-slate-600">{f.nifHint}</p>
        </div>
        <SelectField
          control={form.control}
          name="package"
          id={id('package')}
          label={f.package}
          required
          options={PACKAGE_IDS.map((code) => [code, copy.packages[code]] as const)}
          hint={packageTermsText(copy, pkg, lang)}
        />
      </div>
      {failure !== null && <ProblemAlert copy={copy} error={failure} onRetry={() => void submit()} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
        <Button variant="outline" className="text-slate-700" disabled={busy} onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
