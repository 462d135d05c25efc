// The texts of the shared validation codes, in the page's language, for every lead form.
import type { Dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/dictionary';
import { CONTACT_ERRORS, INPUT_ERRORS } from '@shared/validation/error-codes';

/** Why a change to a field was refused (the 'Invalid Input' notice). */
export type InputProblem =
  | { kind: 'script' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'phoneCharacters' }
  | { kind: 'controlCharacters' }
  | { kind: 'invalidCharacters' };

export function inputProblemText(ui: Dictionary, problem: InputProblem): string {
  if (problem.kind === 'script') return ui.leadForm.invalidInputScript;
  if (problem.kind === 'tooLong') return fill(ui.leadForm.invalidInputTooLong, { max: problem.max });
  if (problem.kind === 'controlCharacters') return ui.leadForm.invalidInputControl;
  if (problem.kind === 'invalidCharacters') return ui.leadForm.invalidInputCharacters;
  return ui.leadForm.invalidInputPhone;
}

/**
 * The text of a validation code from a shared schema, for a field of at most `maxLength` characters;
 * `own` holds a form's own texts for some codes.
 */
export function fieldErrorText(
  ui: Dictionary,
  code: string | undefined,
  maxLength: number,
  own: Record<string, string> = {},
): string | null {
  const text = code !== undefined && Object.hasOwn(own, code) ? own[code] : undefined;
  if (text !== undefined) return text;
  switch (code) {
    case undefined:
      return null;
    case CONTACT_ERRORS.required:
      return ui.leadForm.fieldRequired;
    case CONTACT_ERRORS.emailInvalid:
      return ui.leadForm.invalidEmail;
    case CONTACT_ERRORS.scriptContent:
      return inputProblemText(ui, { kind: 'script' });
    case CONTACT_ERRORS.tooLong:
      return inputProblemText(ui, { kind: 'tooLong', max: maxLength });
    case INPUT_ERRORS.controlCharacters:
      return inputProblemText(ui, { kind: 'controlCharacters' });
    case INPUT_ERRORS.invalidCharacters:
      return inputProblemText(ui, { kind: 'invalidCharacters' });
    default:
      return inputProblemText(ui, { kind: 'phoneCharacters' });
  }
}

/**
 * The text of a validation code for a form with texts of its own: its own text for the code, else
 * the shared text for control or other refused characters, else `fallback`.
 */
export function ownCodeText(
  ui: Dictionary,
  code: string | undefined,
  own: Record<string, string>,
  fallback: string,
): string | null {
  if (code === undefined) return null;
  const text = Object.hasOwn(own, code) ? own[code] : undefined;
  if (text !== undefined) return text;
  if (code === INPUT_ERRORS.controlCharacters) return ui.leadForm.invalidInputControl;
  if (code === INPUT_ERRORS.invalidCharacters) return ui.leadForm.invalidInputCharacters;
  return fallback;
}
