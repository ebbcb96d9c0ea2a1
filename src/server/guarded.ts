/**
 * Routes behind one guard (signed in, owner of the vendor, of the item…): registered in a scope of
 * their own, so the guard applies to them and to nothing else. Guards run at preValidation, before
 * the body is checked, so someone who may not use a route learns nothing from it (a visitor gets
 * 401, not a validation message; vendors/guard.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

function typed(scope: FastifyInstance) {
  return scope.withTypeProvider<ZodTypeProvider>();
}
export type GuardedScope = ReturnType<typeof typed>;

export function guarded(
  app: FastifyInstance,
  guard: (request: FastifyRequest) => Promise<void>,
  routes: (scope: GuardedScope) => Promise<void> | void,
) {
  return app.register(async (scope) => {
    const routesScope = typed(scope);
    routesScope.addHook('preValidation', guard);
    await routes(routesScope);
  });
}
