// The character rules every text field of the lead schemas applies after trimming and length, in
// this order, so the first problem a field reports is the most telling one: control characters,
// then script-like content, then characters outside the field's allow-list.
import type { z } from 'zod';
import { INPUT_ERRORS } from './error-codes.ts';
import { hasControlCharacters } from './field-rules.ts';
import { containsScriptContent } from './input-safety.ts';

export interface TextRule {
  /** The characters the field may hold (field-rules.ts). */
  allowed: RegExp;
  /** Code when it holds others (INPUT_ERRORS.invalidCharacters unless the field has its own). */
  allowedCode?: string;
  /** Code for script-like content; omitted where the allow-list already excludes "<". */
  scriptCode?: string;
  /** Line breaks and tabs allowed (the message only). */
  multiline?: boolean;
}

const empty = (value: string | null | undefined): value is null | undefined | '' => !value;

export function withTextRules<Schema extends z.ZodString>(schema: Schema, rule: TextRule): Schema {
  const multiline = rule.multiline ?? false;
  let checked = schema.refine(
    (value) => empty(value) || !hasControlCharacters(value, { multiline }),
    INPUT_ERRORS.controlCharacters,
  );
  if (rule.scriptCode) {
    checked = checked.refine((value) => empty(value) || !containsScriptContent(value), rule.scriptCode);
  }
  return checked.refine(
    (value) => empty(value) || rule.allowed.test(value),
    rule.allowedCode ?? INPUT_ERRORS.invalidCharacters,
  ) as Schema;
}
