/**
 * While the process shuts down (app.draining.active, set on SIGTERM): requests already running
 * finish; new ones get 503 `{msg}` with Retry-After; every answer says `Connection: close`, so no
 * kept-alive connection is reused and each closes after its answer. GET /api/ready answers its own
 * 503 (so the load balancer takes the instance out), GET /api/health still answers.
 */
import fp from 'fastify-plugin';
import { errorBody } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Active once the process is shutting down (SIGTERM): readiness fails and new requests get 503. */
    draining: DrainingState;
  }
}

/** The shutdown state (app.draining): `start()` flips it once and tells whoever asked (e.g. the live channel). */
export class DrainingState {
  active = false;
  private readonly listeners: Array<() => void> = [];

  /** `listener` runs when the drain starts (at once if it already has). */
  onStart(listener: () => void): void {
    if (this.active) listener();
    else this.listeners.push(listener);
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    for (const listener of this.listeners.splice(0)) listener();
  }
}

export const DRAINING_MESSAGE = 'This server is restarting; please try again in a moment';

const STILL_ANSWERED = new Set(['/api/ready', '/api/health']);

export const drainingPlugin = fp(async (app) => {
  app.decorate('draining', new DrainingState());
  app.addHook('onRequest', (request, reply, done) => {
    if (!app.draining.active) return done();
    reply.header('Connection', 'close');
    if (STILL_ANSWERED.has(request.url.split('?')[0])) return done();
    reply.code(503).header('Retry-After', '1').send(errorBody(DRAINING_MESSAGE, 'server_restarting'));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining.active) reply.header('Connection', 'close');
    done(null, payload);
  });
}, { name: 'draining' });
