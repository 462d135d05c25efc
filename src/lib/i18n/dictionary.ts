import type { en } from './en';

/** The shape of every dictionary: the English one with each text widened to string. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Dictionary = Widen<typeof en>;

/** Dot-separated paths of every text in the dictionary, e.g. 'footer.newsletter.submit'. */
export type TextKey<T = Dictionary, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextParams = Record<string, string | number>;

export function lookup(dictionary: Dictionary, key: TextKey): string {
  let node: unknown = dictionary;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`Missing text: ${key}`);
  return node;
}

/** Replaces {name} placeholders with values. */
export function interpolate(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
