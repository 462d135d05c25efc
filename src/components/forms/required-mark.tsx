/** The visible '*' after a required field's label (the control itself carries aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  );
}
