import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useController, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { FieldError } from '@/components/forms/field-error';
import { RequiredMark } from '@/components/forms/required-mark';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/dictionary';
import type { ListingWrite } from '@/lib/listings/listing';
import { photoPaths, type ListingPhoto } from '@/lib/listings/listing-photos';
import { LISTING_LIMITS } from './admin-listing';
import type { ListingsAdminCopy } from './copy.en';
import {
  EMPTY_LISTING_FORM,
  LISTING_FORM_ERRORS,
  listingFormSchema,
  type ListingFormValues,
} from './listing-form-schema';
import { storedItems, type PhotoItem } from './photos/photo-list';
import { PhotoPicker } from './photos/photo-picker';
import { PhotoError } from './photos/photo-rules';
import type { ProcessedPhoto } from './photos/process-photo';
import { storePhotos, supabasePhotoStorage, type PhotoStorage } from './photos/store-photos';
import { PostIntakePanel } from './post-intake/post-intake-panel';
import type { PostIntake } from './post-intake/post-to-form';

type Field = keyof ListingFormValues;

const MAX_LENGTH: Partial<Record<Field, number>> = {
  title: LISTING_LIMITS.title,
  location: LISTING_LIMITS.location,
  phone: LISTING_LIMITS.phone,
  thumbnail_url: LISTING_LIMITS.url,
  source_url: LISTING_LIMITS.url,
  group_url: LISTING_LIMITS.url,
  description: LISTING_LIMITS.description,
};

const resolver = standardSchemaResolver(listingFormSchema);

export interface ListingFormProps {
  copy: ListingsAdminCopy;
  /** Prefix of the inputs' ids (the add form and the edit dialog can both be in the page). */
  idPrefix: string;
  defaultValues?: ListingFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Called with the checked row; the form resets itself when `resetOnSuccess` and this resolves. */
  onSubmit: (listing: ListingWrite) => Promise<unknown>;
  resetOnSuccess?: boolean;
  onCancel?: () => void;
  /** Shows the "paste the post" box that fills the form from a copied post (the add form). */
  postIntake?: boolean;
  /** The listing's stored photos (the edit form). */
  defaultPhotos?: ListingPhoto[];
  /** For tests: where photos go, and the browser-side preparation of a chosen file. */
  photoStorage?: PhotoStorage;
  processPhoto?: (file: File) => Promise<ProcessedPhoto>;
}

const NO_PHOTOS: ListingPhoto[] = [];

/**
 * The add and edit form of the listings manager (docs/product-rules.md, "Staff tools"): title and location required
 * (toast 'Title and location are required'), numbers and web addresses checked field by field.
 */
export function ListingForm({
  copy,
  idPrefix,
  defaultValues = EMPTY_LISTING_FORM,
  submitLabel,
  busyLabel,
  onSubmit,
  resetOnSuccess = false,
  onCancel,
  postIntake = false,
  defaultPhotos = NO_PHOTOS,
  photoStorage = supabasePhotoStorage,
  processPhoto,
}: ListingFormProps) {
  const form = useForm<ListingFormValues, unknown, ListingWrite>({ resolver, defaultValues });
  const busy = form.formState.isSubmitting;
  const control = form.control;
  // What the last pasted post put in; a new paste empties those fields (if staff left them as
  // filled) where the new post says nothing, so two posts never mix in one listing.
  const [lastFilled, setLastFilled] = useState<PostIntake['values']>({});
  // Remounts the paste box (empty) once a listing has been added.
  const [intakeKey, setIntakeKey] = useState(0);
  const [photos, setPhotos] = useState<PhotoItem[]>(() => storedItems(defaultPhotos));
  // New photos of this form go to a folder of their own, named once per form.
  const [photoFolder, setPhotoFolder] = useState(() => crypto.randomUUID());

  const fillFromPost = (values: PostIntake['values']) => {
    for (const [field, previous] of Object.entries(lastFilled) as [keyof PostIntake['values'], string][]) {
      if (values[field] === undefined && form.getValues(field) === previous) {
        form.setValue(field, EMPTY_LISTING_FORM[field], { shouldDirty: true });
      }
    }
    for (const [field, value] of Object.entries(values) as [keyof PostIntake['values'], string][]) {
      form.setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
    setLastFilled(values);
  };

  const errorText = (field: Field) => (code: string | undefined) => {
    if (!code) return null;
    if (code === LISTING_FORM_ERRORS.tooLong) return fill(copy.errors.tooLong, { max: MAX_LENGTH[field] ?? '' });
    return copy.errors[code as keyof ListingsAdminCopy['errors']] ?? code;
  };

  // Photos are uploaded first and the row saved only when all of them are stored; if the save
  // fails, the new files are removed again, so a failure leaves neither files nor a half-saved row.
  const onValid = async (listing: ListingWrite) => {
    const fresh = photos.filter((item) => item.processed);
    let uploaded: ListingPhoto[];
    try {
      uploaded = await storePhotos(
        photoStorage,
        fresh.map((item) => item.processed!),
        photoFolder,
      );
    } catch (error) {
      toast.error(copy.photos.problems[error instanceof PhotoError ? error.problem : 'failed']);
      return;
    }
    const uploadedByKey = new Map(fresh.map((item, index) => [item.key, uploaded[index]!]));
    const ordered = photos.map((item) => item.stored ?? uploadedByKey.get(item.key)!);
    try {
      // A listing that has and had no photos sends no photos column (the database default).
      const untouched = ordered.length === 0 && defaultPhotos.length === 0;
      await onSubmit(untouched ? listing : { ...listing, photos: ordered });
    } catch {
      // The mutation has shown its failure toast; the values stay for another try.
      await photoStorage.remove(photoPaths(uploaded)).catch(() => {});
      return;
    }
    // Photos taken out of the listing are deleted once the row no longer points at them.
    const kept = new Set(photoPaths(ordered));
    void photoStorage.remove(photoPaths(defaultPhotos).filter((path) => !kept.has(path))).catch(() => {});
    for (const item of fresh) URL.revokeObjectURL(item.preview!);
    if (resetOnSuccess) {
      form.reset(EMPTY_LISTING_FORM);
      setLastFilled({});
      setIntakeKey((key) => key + 1);
      setPhotos([]);
      setPhotoFolder(crypto.randomUUID());
    } else {
      setPhotos(storedItems(ordered));
    }
  };
  const onInvalid = (errors: FieldErrors<ListingFormValues>) => {
    if (
      errors.title?.message === LISTING_FORM_ERRORS.required ||
      errors.location?.message === LISTING_FORM_ERRORS.required
    ) {
      toast.error(copy.toasts.required);
    }
  };

  const id = (field: Field) => `${idPrefix}-${field}`;
  const f = copy.fields;
  return (
    <div className="flex flex-col gap-6">
      {postIntake && <PostIntakePanel key={intakeKey} copy={copy} idPrefix={idPrefix} onFill={fillFromPost} />}
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={control}
            name="type"
            id={id('type')}
            label={f.type}
            options={[
              ['rent', f.typeRent],
              ['sale', f.typeSale],
            ]}
          />
          <TextField
            control={control}
            name="title"
            id={id('title')}
            dir="auto"
            label={f.title}
            required
            errorText={errorText('title')}
          />
          <TextField
            control={control}
            name="location"
            id={id('location')}
            dir="auto"
            label={f.location}
            required
            errorText={errorText('location')}
          />
          <div className="flex flex-col gap-1.5">
            <TextField
              control={control}
              name="price"
              id={id('price')}
              label={f.price}
              inputMode="decimal"
              dir="ltr"
              errorText={errorText('price')}
            />
            <p className="text-xs text-slate-600">{f.priceHint}</p>
          </div>
          <TextField
            control={control}
            name="bedrooms"
            id={id('bedrooms')}
            label={f.bedrooms}
            inputMode="numeric"
            dir="ltr"
            errorText={errorText('bedrooms')}
          />
          <TextField
            control={control}
            name="size_m2"
            id={id('size_m2')}
            label={f.size}
            inputMode="decimal"
            dir="ltr"
            errorText={errorText('size_m2')}
          />
          <SelectField
            control={control}
            name="furnished"
            id={id('furnished')}
            label={f.furnished}
            options={[
              ['', f.unknown],
              ['yes', f.yes],
              ['no', f.no],
            ]}
          />
          <SelectField
            control={control}
            name="pets"
            id={id('pets')}
            label={f.pets}
            options={[
              ['', f.unknown],
              ['yes', f.yes],
              ['no', f.no],
            ]}
          />
          <TextField
            control={control}
            name="phone"
            id={id('phone')}
            label={f.phone}
            type="tel"
            inputMode="tel"
            dir="ltr"
            errorText={errorText('phone')}
          />
          <div className="flex flex-col gap-1.5">
            <TextField
              control={control}
              name="other_phones"
              id={id('other_phones')}
              label={f.otherPhones}
              inputMode="tel"
              dir="ltr"
              errorText={errorText('other_phones')}
            />
            <p className="text-xs text-slate-600">{f.otherPhonesHint}</p>
          </div>
          <TextField
            control={control}
            name="thumbnail_url"
            id={id('thumbnail_url')}
            label={f.thumbnailUrl}
            dir="ltr"
            errorText={errorText('thumbnail_url')}
          />
          <TextField
            control={control}
            name="source_url"
            id={id('source_url')}
            label={f.sourceUrl}
            dir="ltr"
            errorText={errorText('source_url')}
          />
          <TextField
            control={control}
            name="group_url"
            id={id('group_url')}
            label={f.groupUrl}
            dir="ltr"
            errorText={errorText('group_url')}
          />
        </div>
        <TextField
          control={control}
          name="description"
          id={id('description')}
          dir="auto"
          label={f.description}
          rows={4}
          errorText={errorText('description')}
        />
        <PhotoPicker
          copy={copy.photos}
          idPrefix={idPrefix}
          value={photos}
          onChange={setPhotos}
          disabled={busy}
          process={processPhoto}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={busy} className="text-slate-700">
              {copy.cancel}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

function SelectField({
  control,
  name,
  id,
  label,
  options,
  required,
}: {
  control: Control<ListingFormValues, unknown, ListingWrite>;
  name: 'type' | 'furnished' | 'pets';
  id: string;
  label: string;
  options: readonly (readonly [string, string])[];
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={id}
        {...field}
        aria-invalid={Boolean(fieldState.error)}
        aria-describedby={fieldState.error ? errorId : undefined}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600"
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </div>
  );
}
