import type { Agent } from 'node:http';
import type { Db } from '@fanline/db';
import type { InstagramGraphSettings, WhatsAppGraphSettings, KnowledgeVectors, Llm, Logger, Moderation, SecretBox, SpeechToText, VoiceSynthesizer } from '@fanline/services';
import type { BotCache } from './bot-cache';
import type { TimingLog } from './timing-log';

/** Everything a running bot needs; built once per runner process. */
export interface RunnerDeps {
  db: Db;
  /** TAKEOVER_IDLE_HOURS. */
  takeoverIdleHours: number;
  /** MEMORY_EVERY_TURNS. */
  memoryEveryTurns: number;
  /**
   * A small pool of its own for leases (heartbeat, release, the bots to run):
   * fan messages queueing for `db` under load must never delay the renewal
   * that keeps every poller running.
   */
  leaseDb: Db;
  /**
   * Where polled batches are journaled (decision 024): its own small pool,
   * committing with the WAL flushed (the fan pool does not wait for it), since
   * a journaled update is one Telegram forgets.
   */
  journalDb: Db;
  bots: BotCache;
  llm: Llm;
  /** Crisis screening of fans' messages and the model's replies. */
  moderation: Moderation;
  voice: VoiceSynthesizer;
  /** Transcribes fans' voice notes (STT_PROVIDER); null: none configured. */
  speechToText: SpeechToText | null;
  /** STT_MAX_SECONDS. */
  sttMaxSeconds: number;
  secrets: SecretBox;
  log: Logger;
  telegramApiRoot: string;
  /** Where the Instagram Send API is (graph URL and version). */
  instagramGraph: InstagramGraphSettings;
  /** Origins trusted for Instagram attachments besides Meta's CDNs. */
  instagramAttachmentOrigins: readonly string[];
  /** The Cloud API for WhatsApp replies. */
  whatsappGraph: WhatsAppGraphSettings;
  /** APP_URL, where voice notes for Instagram are published; undefined: Instagram bots answer in text. */
  appUrl: string | undefined;
  /** One keep-alive agent shared by every bot's Bot API calls. */
  telegramAgent: Agent;
  pollTimeoutSeconds: number;
  /** Vector search over creator knowledge (EMBEDDINGS_MODEL on a database with pgvector); set once at start, before any bot runs. */
  knowledgeVectors?: KnowledgeVectors | null;
  /** With RUNNER_TIMINGS on: each answered update's own time goes here (see update-timing.ts). */
  timings?: TimingLog;
}
