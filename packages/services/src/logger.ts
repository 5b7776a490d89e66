export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per event, so logs stay greppable and machine-readable. */
export function createConsoleLogger(service: string): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) =>
    console[level === 'error' ? 'error' : 'log'](JSON.stringify({ time: new Date().toISOString(), level, service, message, ...fields }));
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
