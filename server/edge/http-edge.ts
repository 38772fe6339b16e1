import cors from '@koa/cors';
import type { Context, Middleware, Next } from 'koa';
import type { AddressBudgets } from './address-budgets.ts';
import { clientAddress } from './client-address.ts';
import { hostProblem, originProblem, type OriginPolicy } from './origin-policy.ts';

export interface EdgeOptions {
  policy: OriginPolicy;
  budgets: AddressBudgets;
  trustProxy: boolean;
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** The address a request came from, as the edge found it (a budget key). */
export const addressOf = (ctx: Context): string => ctx.state.address as string;

/**
 * Every HTTP request, before any route: it must name this server (no DNS rebinding), stay
 * within its address's request budget, and, if it changes anything, come from this server's
 * own pages or an allowed origin (no cross-site form posts). CORS headers only for allowed origins.
 */
export function httpEdge({ policy, budgets, trustProxy }: EdgeOptions): Middleware[] {
  const guard = async (ctx: Context, next: Next): Promise<void> => {
    const host = ctx.get('host') || undefined;
    const wrongHost = hostProblem(host, policy);
    if (wrongHost) ctx.throw(421, wrongHost);
    const address = clientAddress(ctx.req, trustProxy);
    ctx.state.address = address;
    if (!budgets.take('requests', address)) {
      const wait = budgets.retryAfter('requests', address);
      ctx.set('Retry-After', String(wait));
      ctx.throw(429, `too many requests from your address: at most ${budgets.limits.requestsPerSecond} a second; try again in ${wait} s`);
    }
    if (!SAFE_METHODS.includes(ctx.method)) {
      const foreign = originProblem(ctx.get('origin') || undefined, host, policy);
      if (foreign) ctx.throw(403, foreign);
    }
    await next();
  };
  const allowOrigin = (ctx: Context): string => {
    const origin = ctx.get('origin');
    return origin && !originProblem(origin, ctx.get('host') || undefined, policy) ? origin : '';
  };
  return [guard, cors({ origin: allowOrigin, allowMethods: ['GET', 'HEAD', 'POST'] })];
}
