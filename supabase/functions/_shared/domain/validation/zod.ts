// The one place that imports zod's values: every schema, in the site and in the functions, takes `z`
// from here, so this setting is made before any schema is built (tests/lint/zod-imports.test.ts
// checks that nothing else imports zod but its types).
//
// jitless: when zod builds its first object schema it probes for eval (`new Function('')`) to compile
// a faster parser. Under the site's Content-Security-Policy (no 'unsafe-eval') the probe is a
// reported policy violation on every page that builds one, and the plain parser runs anyway; in the
// functions the forms are too small for the compiled parser to matter.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
