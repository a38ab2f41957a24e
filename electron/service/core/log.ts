/**
 * The service's log as the layers below the HTTP side write to it: a line at a level, with
 * its fields first. Fastify's logger (pino) is one; the features need nothing more of it, so
 * they need no import of the server.
 */
interface LogLine {
  (fields: object, message?: string): void;
  (message: string): void;
}

export interface ServiceLog {
  error: LogLine;
  warn: LogLine;
  info: LogLine;
  debug: LogLine;
}
