// `npm run facts`: every yearly or legal fact the site states (src/lib/content/fact-register.ts, ALL_FACTS), with
// when it was checked, when it is due again and its source; past-due and due-soon facts are marked.
// Options: --today YYYY-MM-DD (ask about another day), --due-only (only past-due and due-soon facts),
// --warn (one "warning:" line per past-due fact, for `npm test`; always exits 0), --strict (exit 1
// when a fact is past due). How to update a fact: docs/facts.md.
import { pathToFileURL } from 'node:url';
import type { FactEntry } from '../src/lib/content/facts';
import { ALL_FACTS } from '../src/lib/content/fact-register';
import { factsDue, isoDay, type FactDueResult } from '../supabase/functions/_shared/domain/facts/fact-due';

export interface FactsOptions {
  today: string;
  dueOnly: boolean;
  warn: boolean;
  strict: boolean;
}

/** Reads the command line; throws on an unknown option or a malformed date. */
export function parseFactsArgs(args: readonly string[], now: Date = new Date()): FactsOptions {
  const options: FactsOptions = { today: now.toISOString().slice(0, 10), dueOnly: false, warn: false, strict: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--due-only') options.dueOnly = true;
    else if (arg === '--warn') options.warn = true;
    else if (arg === '--strict') options.strict = true;
    else if (arg === '--today' || arg?.startsWith('--today=')) {
      const value = arg === '--today' ? args[++i] : arg.slice('--today='.length);
      if (!value) throw new Error('--today needs a date (YYYY-MM-DD)');
      isoDay(value);
      options.today = value;
    } else throw new Error(`Unknown option: ${arg}`);
  }
  return options;
}

const LABEL: Record<FactDueResult<FactEntry>['state'], string> = {
  'past-due': 'PAST DUE',
  'due-soon': 'due soon',
  ok: 'ok',
};

/** The report's lines for these results (pure, so it can be tested). */
export function formatFactsReport(results: readonly FactDueResult<FactEntry>[], options: FactsOptions): string[] {
  const shown = options.dueOnly ? results.filter((result) => result.state !== 'ok') : results;
  const pastDue = results.filter((result) => result.state === 'past-due');
  if (options.warn) {
    return pastDue.map(
      ({ entry, daysLeft }) =>
        `warning: fact "${entry.id}" (${entry.what}) was due for a check on ${entry.check.due}, ${-daysLeft} days ago; \`npm run facts\` lists its source, docs/facts.md says how to update it.`,
    );
  }
  const lines = [
    `Facts as of ${options.today}: ${results.length} in all, ${pastDue.length} past due, ${
      results.filter((result) => result.state === 'due-soon').length
    } due soon.`,
  ];
  for (const { entry, state, daysLeft } of shown) {
    const when = daysLeft < 0 ? `${-daysLeft} days overdue` : `in ${daysLeft} days`;
    lines.push(
      '',
      `[${LABEL[state]}] ${entry.id}: ${entry.what}`,
      `  checked ${entry.check.checked}, due ${entry.check.due} (${when})`,
      `  source: ${entry.check.source}`,
    );
  }
  return lines;
}

function main(): void {
  let options: FactsOptions;
  try {
    options = parseFactsArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const results = factsDue(ALL_FACTS, options.today);
  const lines = formatFactsReport(results, options);
  if (lines.length > 0) (options.warn ? console.warn : console.log)(lines.join('\n'));
  if (options.strict && !options.warn && results.some((result) => result.state === 'past-due')) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
