import type { FastifyInstance } from 'fastify';
import { createEngine, createEnginePool, type FormatEngine } from '#format/index.ts';
import type { Config } from '#server/config.ts';

export interface FormatEngines {
  /** The built-in engine on FORMAT_WORKERS worker threads, so formatting never stalls the server. */
  builtin: FormatEngine;
  /** What formats a mail: the configured model (falling back to `builtin`), or `builtin` itself. */
  engine: FormatEngine;
}

/** Starts the engine pool with the app and stops its worker threads when the app closes. */
export function registerFormatEngine(app: FastifyInstance, config: Config): FormatEngines {
  const builtin = createEnginePool({ size: config.FORMAT_WORKERS, logger: app.log });
  app.addHook('onClose', () => builtin.close());
  return { builtin, engine: createEngine(config, app.log, builtin) };
}
