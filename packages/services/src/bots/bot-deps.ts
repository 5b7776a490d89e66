import type { TelegramMode } from '@fanline/core';
import type { KnowledgeVectors } from '../knowledge/knowledge-vectors';
import type { Llm } from '../llm';
import type { SecretBox } from '../secrets';

/** What bot use cases need besides the database; built once per process. */
export interface BotDeps {
  secrets: SecretBox;
  llm: Llm;
  /** grammY's apiRoot: https://api.telegram.org, or a local fake in tests. */
  telegramApiRoot: string;
  /** TELEGRAM_MODE: deploy registers a webhook, or removes one so the runner can poll. */
  telegramMode: TelegramMode;
  /** APP_URL, the public address Telegram's webhooks reach. */
  appUrl: string;
  /** Vector search over creator knowledge, where the server has pgvector and EMBEDDINGS_MODEL; otherwise by words only. */
  knowledgeVectors?: KnowledgeVectors | null;
}
