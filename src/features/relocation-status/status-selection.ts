import type { CitizenshipStatusId } from './status-content';

/** The selected status: none, or one of the four ids (docs/product-rules.md, "Pages"). */
export type StatusSelection = CitizenshipStatusId | null;

/**
 * The selection after a status button is pressed: pressing the selected one clears it, pressing
 * another switches to it, pressing one while none is selected selects it.
 */
export function nextStatusSelection(current: StatusSelection, pressed: CitizenshipStatusId): StatusSelection {
  return current === pressed ? null : pressed;
}
