import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` when the app is ready and every `intervalMs` after, until it closes; the timer never
 * keeps the process alive. A failure is logged as a warning (`what` names the task) and the task
 * runs again at its next turn.
 */
export function scheduleCleanup(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  task: () => Promise<void>,
): void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, `${what} failed; it runs again later`);
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
