import type { Db } from '@fanline/db';
import type { Llm, Logger, SecretBox, VoiceSynthesizer } from '@fanline/services';

/** Everything a running bot needs; built once per runner process. */
export interface RunnerDeps {
  db: Db;
  llm: Llm;
  voice: VoiceSynthesizer;
  secrets: SecretBox;
  log: Logger;
  telegramApiRoot: string;
  pollTimeoutSeconds: number;
}
