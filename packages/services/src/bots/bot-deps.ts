import type { Llm } from '../llm';
import type { SecretBox } from '../secrets';

/** What bot use cases need besides the database; built once per process. */
export interface BotDeps {
  secrets: SecretBox;
  llm: Llm;
  /** grammY's apiRoot: https://api.telegram.org, or a local fake in tests. */
  telegramApiRoot: string;
}
