/**
 * Housekeeping that runs once the server is ready and then every so often: purges of expired rows,
 * the payments' reconciliation. The timer never keeps the process alive and stops when the app
 * closes; a run still going when the next is due is not started twice; a failure is logged with
 * its label and the job tried again at the next tick.
 */
import type { FastifyInstance } from 'fastify';

export const HOUR_MS = 60 * 60 * 1000;

export interface PeriodicOptions {
  /** How often after the first run (default hourly). */
  everyMs?: number;
  /** The first run in the background: the start does not wait for it (default: it waits). */
  background?: boolean;
}

export function runAtStartAndEvery(app: FastifyInstance, label: string, job: () => Promise<unknown>, options: PeriodicOptions = {}): void {
  let running: Promise<void> | null = null;
  const run = (): Promise<void> => {
    running ??= job()
      .then(() => {})
      .catch((err) => app.log.warn({ err }, `${label} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(run, options.everyMs ?? HOUR_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    if (options.background) void run();
    else await run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
