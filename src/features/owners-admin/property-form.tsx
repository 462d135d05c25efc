import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { PACKAGE_IDS } from '@shared/calculators/management-packages';
import { PROPERTY_CITIES, PROPERTY_TYPES, WHOLE_SHARE_BP, type OwnerRow } from '@shared/owners/ledger';
import { FieldError } from '@/components/forms/field-error';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { OwnersAdminCopy } from './copy.en';
import { packageTermsText } from './owner-form';
import { propertyFormSchema, type PropertyFormValues, type PropertyPayload } from './property-form-schema';
import { checkShares, MAX_CO_OWNERS } from './shares';
import { formErrorText, ProblemAlert, SelectField, shareText, INPUT_CLASS, LABEL_CLASS } from './ui';

const resolver = standardSchemaResolver(propertyFormSchema);

/**
 * Add or edit a property with its co-owners (admin_property_save). The shares are typed in percent
 * with up to two decimals and sent as integer basis points; the live total says at once whether
 * they add up to 100%, and a form whose total is anything else is refused before it is sent.
 */
export function PropertyForm({
  copy,
  owners,
  defaultValues,
  onSave,
  onCancel,
}: {
  copy: OwnersAdminCopy;
  /** The owners that may be co-owners (not erased). */
  owners: readonly OwnerRow[];
  defaultValues: PropertyFormValues;
  onSave: (property: PropertyPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { lang } = useI18n();
  const form = useForm<PropertyFormValues, unknown, PropertyPayload>({ resolver, defaultValues });
  const coOwners = useFieldArray({ control: form.control, name: 'owners' });
  const [failure, setFailure] = useState<unknown>(null);
  const pkg = useWatch({ control: form.control, name: 'package' });
  const typed = useWatch({ control: form.control, name: 'owners' });
  const shares = checkShares(typed.map((owner) => owner.share));
  const busy = form.formState.isSubmitting;
  const f = copy.properties.fields;
  const errorText = (code: string | undefined) => formErrorText(copy, code);
  const total = shareText(shares.totalBp, lang);
  const whole = shareText(WHOLE_SHARE_BP, lang);
  const totalError = form.formState.errors.owners?.root?.message;

  const submit = form.handleSubmit(async (property) => {
    setFailure(null);
    try {
      await onSave(property);
    } catch (error) {
      setFailure(error);
    }
  });

  // A new property takes the package of its first co-owner until staff choose one themselves.
  const firstOwnerChosen = (ownerId: string) => {
    if (form.getFieldState('package').isDirty) return;
    const owner = owners.find((candidate) => candidate.id === ownerId);
    if (owner) form.setValue('package', owner.package);
  };

  const ownerOptions = owners.map((owner) => [owner.id, `${owner.full_name} (${owner.email})`] as const);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            control={form.control}
            name="address"
            id="property-address"
            label={f.address}
            dir="auto"
            required
            maxLength={200}
            errorText={errorText}
          />
        </div>
        <SelectField
          control={form.control}
          name="city"
          id="property-city"
          label={f.city}
          required
          options={PROPERTY_CITIES.map((city) => [city, copy.cities[city]] as const)}
        />
        <SelectField
          control={form.control}
          name="property_type"
          id="property-type"
          label={f.type}
          required
          options={PROPERTY_TYPES.map((type) => [type, copy.propertyTypes[type]] as const)}
        />
        <div className="sm:col-span-2">
          <SelectField
            control={form.control}
            name="package"
            id="property-package"
            label={f.package}
            required
            options={PACKAGE_IDS.map((code) => [code, copy.packages[code]] as const)}
            hint={
              <>
                {packageTermsText(copy, pkg, lang)} {f.packageHint}
              </>
            }
          />
        </div>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{f.coOwners}</legend>
        {coOwners.fields.map((field, index) => {
          const number = String(index + 1);
          const shareId = `property-share-${index}`;
          const shareError = errorText(form.formState.errors.owners?.[index]?.share?.message);
          return (
            <div key={field.id} className="grid min-w-0 gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
              <SelectField
                control={form.control}
                name={`owners.${index}.owner_id`}
                id={`property-owner-${index}`}
                label={fill(f.owner, { number })}
                placeholder={f.chooseOwner}
                required
                errorText={errorText}
                options={ownerOptions}
                onValueChange={index === 0 ? firstOwnerChosen : undefined}
              />
              <div className="flex min-w-0 flex-col gap-1.5">
                <label htmlFor={shareId} className={LABEL_CLASS}>
                  {fill(f.share, { number })}
                </label>
                <input
                  id={shareId}
                  inputMode="decimal"
                  dir="ltr"
                  autoComplete="off"
                  maxLength={8}
                  aria-invalid={Boolean(shareError)}
                  aria-describedby={shareError ? `${shareId}-error` : undefined}
                  className={cn(INPUT_CLASS, 'rtl:text-right')}
                  {...form.register(`owners.${index}.share`)}
                />
                <FieldError id={`${shareId}-error`}>{shareError}</FieldError>
              </div>
              {coOwners.fields.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-red-700 sm:mt-6"
                  aria-label={fill(f.removeCoOwner, { number })}
                  onClick={() => coOwners.remove(index)}
                >
                  <Trash2 aria-hidden className="size-5" />
                </Button>
              )}
            </div>
          );
        })}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={coOwners.fields.length >= MAX_CO_OWNERS}
            onClick={() => coOwners.append({ owner_id: '', share: '' })}
          >
            <Plus aria-hidden className="size-4" />
            {f.addCoOwner}
          </Button>
          <p
            aria-live="polite"
            data-testid="share-total"
            className={cn('text-sm font-semibold', shares.complete ? 'text-green-800' : 'text-amber-800')}
          >
            {fill(shares.complete ? f.totalOk : shares.allValid ? f.totalShort : f.totalInvalid, { total, whole })}
          </p>
        </div>
        {totalError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formErrorText(copy, totalError, { total, whole })}
          </p>
        )}
      </fieldset>

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
