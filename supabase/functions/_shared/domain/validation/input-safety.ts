// Script-content check of docs/product-rules.md ("Forms"), widened: refuses anything a browser would read as a tag
// (any "<" directly followed by a letter, "/", "!" or "?", so <svg/onload=...> too), spaced
// script, iframe, object and embed tags, the javascript: prefix and inline event-handler
// attributes. Shared by the forms and the functions; the fields' allow-lists (field-rules.ts) come
// on top of it.

const SCRIPT_CONTENT_PATTERNS: readonly RegExp[] = [
  /<[a-z/!?]/i,
  /<\s*\/?\s*(script|iframe|object|embed)\b/i,
  /javascript\s*:/i,
  // An on...= attribute inside a tag ("<img onerror=...>", "<svg/onload=...>"); "price < 300k,
  // one = two" is fine.
  /<[a-z][^>]*[\s/]on[a-z]+\s*=/i,
];

export function containsScriptContent(value: string): boolean {
  return SCRIPT_CONTENT_PATTERNS.some((pattern) => pattern.test(value));
}
