import { useEffect, useState, type ReactNode } from 'react';
import { useFormState, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * Whether a form is valid, for a button that stays disabled until it is, checked only once the form
 * has been edited: an untouched lead form is empty, so it cannot be valid yet. Reading
 * react-hook-form's `isValid` from the start validates the whole form on mount, which loads its
 * schema (zod, 24 kB gzip) while the page hydrates, on a page whose visitor may never use the form.
 * Render `watcher` anywhere in the form's component: it subscribes to the validity, and react-hook-form
 * validates the form as it mounts (the first edit, or values typed before hydration and replayed).
 */
export function useValidityOnceEdited<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
): { valid: boolean; watcher: ReactNode } {
  const [valid, setValid] = useState(false);
  const edited = form.formState.isDirty;
  const watcher = edited ? <ValidityWatcher control={form.control} onChange={setValid} /> : null;
  return { valid: edited && valid, watcher };
}

function ValidityWatcher<Values extends FieldValues, Output>({
  control,
  onChange,
}: {
  control: Control<Values, unknown, Output>;
  onChange: (valid: boolean) => void;
}) {
  const { isValid } = useFormState({ control });
  useEffect(() => onChange(isValid), [onChange, isValid]);
  // Unmounted when the form is back to its default values: empty, so invalid until edited anew.
  useEffect(() => () => onChange(false), [onChange]);
  return null;
}
