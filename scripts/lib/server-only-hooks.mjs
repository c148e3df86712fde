/**
 * Module hooks for running the shop's server code outside Next.js (npm run jobs:worker): the
 * `server-only` guard throws unless the bundler resolves it for the server, so here it resolves
 * to an empty module (this process is the server).
 */
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,export {};", shortCircuit: true };
  return next(specifier, context);
}
