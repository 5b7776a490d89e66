import { compiledOnce, type BotRow, type Db, type PlaceholderOf, type UserRow } from '@fanline/db';
import { USER_COLUMNS } from '../user-columns';

export interface BotWithOwner {
  bot: BotRow;
  owner: UserRow;
  /**
   * The owner's connected Instagram account (an Instagram bot answers only
   * through it, and not while its token is refused); null when there is none.
   * Left out, an Instagram bot is taken to have none. `token_enc` is the
   * sealed token the Instagram sender replies with.
   */
  instagram?: { token_error: string | null; token_enc: string } | null;
  /** The owner's connected WhatsApp number, as `instagram` is for an Instagram bot; `phone_number_id` is what it sends from. */
  whatsapp?: { token_error: string | null; token_enc: string; phone_number_id: string } | null;
}

/** The connected account a bot on a channel that answers through its creator's account speaks through; undefined for Telegram. */
function accountOf({ bot, instagram, whatsapp }: BotWithOwner): { token_error: string | null } | null | undefined {
  if (bot.platform === 'instagram') return instagram ?? null;
  if (bot.platform === 'whatsapp') return whatsapp ?? null;
  return undefined;
}

const OWNER_PREFIX = 'owner_';

/** The owner's columns renamed to sit beside the bot's (both have `id`, `name`, `is_active`…). */
const OWNER_SELECTION = USER_COLUMNS.map((column) => `users.${column} as ${OWNER_PREFIX}${column}` as const);

/** The bot's row and its owner's beside it; compiled once, as the runner runs it for every bot every 2 s. */
const botWithOwnerStatement = compiledOnce((db: Db, value: PlaceholderOf<{ botId: string }>) =>
  db
    .selectFrom('bots')
    .innerJoin('users', 'users.id', 'bots.user_id')
    .leftJoin('instagram_accounts', 'instagram_accounts.user_id', 'users.id')
    .leftJoin('whatsapp_numbers', 'whatsapp_numbers.user_id', 'users.id')
    .selectAll('bots')
    .select(OWNER_SELECTION)
    .select(['instagram_accounts.token_enc as owner_instagram_token_enc', 'instagram_accounts.token_error as owner_instagram_token_error'])
    .select([
      'whatsapp_numbers.token_enc as owner_whatsapp_token_enc',
      'whatsapp_numbers.token_error as owner_whatsapp_token_error',
      'whatsapp_numbers.phone_number_id as owner_whatsapp_phone_number_id',
    ])
    .where('bots.id', '=', value('botId'))
    .compile(),
);

/**
 * A bot with its owner (and the owner's Instagram account and WhatsApp number), in one statement:
 * the runner reads it again for every bot every 2 s (bot-cache.ts), and two statements in parallel
 * cost two socket writes each time.
 */
export async function loadBotWithOwner(db: Db, botId: string): Promise<BotWithOwner | null> {
  const [row] = (await db.executeQuery(botWithOwnerStatement(db, { botId }))).rows;
  if (!row) return null;
  // Every name the owner's side adds starts with OWNER_PREFIX, and no column of bots does.
  const byName = Object.entries(row as Record<string, unknown>);
  const bot = Object.fromEntries(byName.filter(([name]) => !name.startsWith(OWNER_PREFIX))) as unknown as BotRow;
  const owner = Object.fromEntries(USER_COLUMNS.map((column) => [column, row[`${OWNER_PREFIX}${column}`]])) as unknown as UserRow;
  const { owner_instagram_token_enc, owner_instagram_token_error, owner_whatsapp_token_enc, owner_whatsapp_token_error, owner_whatsapp_phone_number_id } = row;
  return {
    bot,
    owner,
    instagram: owner_instagram_token_enc ? { token_enc: owner_instagram_token_enc, token_error: owner_instagram_token_error } : null,
    whatsapp:
      owner_whatsapp_token_enc && owner_whatsapp_phone_number_id
        ? { token_enc: owner_whatsapp_token_enc, token_error: owner_whatsapp_token_error, phone_number_id: owner_whatsapp_phone_number_id }
        : null,
  };
}

/**
 * Whether a bot should answer fans right now (docs/product.md §8: deactivated
 * bots and users stay silent): deployed, active and its owner active; an
 * Instagram or WhatsApp bot also needs its owner's account connected with a
 * working token.
 */
export function isAnswering(loaded: BotWithOwner): boolean {
  const { bot, owner } = loaded;
  if (!(bot.is_deployed && bot.is_active && owner.is_active)) return false;
  const account = accountOf(loaded);
  return account === undefined || (account !== null && account.token_error === null);
}

export const TOKEN_REJECTED_REASON = 'Telegram rejected the bot token. Update it in Edit, then deploy again.';

/** Telegram answered 401: take the bot off Telegram and say why on the dashboard. */
export async function markTokenRejected(db: Db, botId: string): Promise<void> {
  await db.updateTable('bots').set({ is_deployed: false, attention_reason: TOKEN_REJECTED_REASON, updated_at: new Date() }).where('id', '=', botId).execute();
}
