import pino, { type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { redactSecrets } from './log-redaction.js';
import { requestContext } from './request-context.js';

export type AppLog = Logger;

export interface AppLogOptions {
  /** Where the JSON lines go; default stdout (written synchronously, so none is lost at exit). */
  destination?: DestinationStream;
  level?: LevelWithSilent;
}

/**
 * The process's one logger: a JSON object per line, level as a word, ISO time, the request id of
 * the request being served (if any), and every secret-looking key's value replaced at any depth
 * (log-redaction.ts), whoever logs what.
 */
export function createAppLog(options: AppLogOptions = {}): AppLog {
  return pino(
    {
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redactSecrets(object) as Record<string, unknown>,
      },
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { reqId: context.reqId } : {};
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
