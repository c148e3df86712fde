/**
 * zod for schemas that also run in the browser. The pages' Content-Security-Policy has no
 * 'unsafe-eval' (lib/http/csp.ts): zod's compiled parsers would probe `new Function` on first
 * use, which the browser refuses and reports as a policy violation. Interpreted parsing is
 * equally correct and fast enough for forms.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
