import type { Logger } from '@fanline/services';

export interface RecordingLogger extends Logger {
  errors: { message: string; fields?: Record<string, unknown> }[];
  /** Throws if the code under test logged an error the test did not expect. */
  assertNoErrors(): void;
}

/** A logger for tests: quiet, but it remembers errors so a test fails on unexpected ones. */
export function createRecordingLogger(): RecordingLogger {
  const errors: RecordingLogger['errors'] = [];
  return {
    errors,
    info: () => {},
    error: (message, fields) => {
      errors.push({ message, fields });
    },
    assertNoErrors() {
      if (errors.length) throw new Error(`Unexpected errors were logged:\n${JSON.stringify(errors, null, 2)}`);
    },
  };
}
