/**
 * A centred spinner with a screen-reader label, for a lazy part of a page outside a dialog. The same
 * look as modal-dialog's LoadingSpinner, without importing the dialog library with it.
 */
export function LazyPartSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <span aria-hidden className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
