import type { en } from './en';

/** The shape of every UI dictionary: the English one with each text widened to string. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Dictionary = Widen<typeof en>;

export type TextParams = Record<string, string | number>;

/** Replaces {name} placeholders with values, e.g. fill(ui.footer.copyright, { year: 2026 }). */
export function fill(text: string, params: TextParams): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
