/** A centred spinner with a screen-reader label, for lazy parts of a page. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <span aria-hidden className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
