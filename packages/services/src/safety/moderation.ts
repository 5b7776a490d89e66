import OpenAI from 'openai';
import { screenFanText, screenReplyText, warmUpCrisisScreen, type CrisisScreening, type ModerationProvider } from '@fanline/core';
import { createKeepAliveFetch } from '../keep-alive-fetch';
import type { Logger } from '../logger';
import { trainCrisisClassifierApart } from './crisis-training';

export type { ModerationProvider } from '@fanline/core';

/** Who flagged a crisis: one of the screens, or the model itself answering with the crisis resources (see carriesCrisisResources). */
export type CrisisDetector = ModerationProvider | 'model';

/** What a screen found: whether it is a crisis (or close to one), which detector said so, and the lexicon's language when it matched. */
export interface CrisisCheck {
  flagged: boolean;
  /** Not a crisis, but close to one by the built-in screen (its classifier, or a match told as recovered): the model is asked to check in (CRISIS_CHECK_IN). */
  concern: boolean;
  detector: CrisisDetector;
  language: string | null;
}

/** Screens fans' messages before the model sees them, and the model's replies before a fan does. */
export interface Moderation {
  provider: ModerationProvider;
  /** Settles once the built-in screen is trained and compiled (rejects if training failed); a screen asked before then waits for it. */
  ready: Promise<void>;
  /** A fan's message expressing suicidal ideation or self-harm. */
  screenFan(text: string): Promise<CrisisCheck>;
  /** A reply that encourages or instructs self-harm. */
  screenReply(text: string): Promise<CrisisCheck>;
}

export interface ModerationSettings {
  provider: ModerationProvider;
  /** For `openai`: the API key and base URL (OPENAI_API_KEY, OPENAI_BASE_URL). */
  openai?: { apiKey: string; baseUrl: string };
}

/** OpenAI's current moderation model; it scores self-harm, its intent and its instructions. */
export const OPENAI_MODERATION_MODEL = 'omni-moderation-latest';
// A fan waits for this screen before anything else happens; past it, the built-in screen decides. One attempt,
// no retry: a retry would double the wait, and the built-in screen is already there to decide.
const OPENAI_MODERATION_TIMEOUT_MS = 1_500;

function builtin(screening: CrisisScreening): CrisisCheck {
  return { flagged: screening.flagged, concern: screening.concern, detector: 'builtin', language: screening.language };
}

/**
 * `builtin` is the built-in screen in core: the lexicon, and the classifier for fans' messages. `openai` (the
 * default wherever an OpenAI key is set) asks OpenAI's moderation endpoint through the openai SDK and also runs
 * the built-in screen, which costs a fraction of a millisecond: either one flagging is a crisis, since a missed
 * crisis is the worse error. Any OpenAI failure (down, slow, refused key) falls back to the built-in screen alone,
 * so no message goes unscreened.
 */
export function createModeration(settings: ModerationSettings, log: Logger): Moderation {
  const { openai } = settings;
  // Checked before the training starts, so that a refused start leaves no child process behind.
  if (settings.provider === 'openai' && !openai) throw new Error('MODERATION_PROVIDER=openai needs OPENAI_API_KEY');
  // The classifier trains (about 4 s on a slow machine, in a child process) and the lexicon's regexes compile: paid
  // at start-up, which waits for `ready` before it takes a fan's message, while the rest of the start goes on.
  const ready = trainCrisisClassifierApart().then(warmUpCrisisScreen);
  const builtinScreen = async (screening: (text: string) => CrisisScreening, text: string) => {
    await ready;
    return builtin(screening(text));
  };
  if (settings.provider === 'builtin' || !openai) {
    return { provider: 'builtin', ready, screenFan: (text) => builtinScreen(screenFanText, text), screenReply: (text) => builtinScreen(screenReplyText, text) };
  }
  const client = new OpenAI({
    apiKey: openai.apiKey,
    baseURL: openai.baseUrl,
    timeout: OPENAI_MODERATION_TIMEOUT_MS,
    maxRetries: 0,
    fetch: createKeepAliveFetch(),
  });

  async function screen(text: string, lexicon: (text: string) => CrisisScreening, categories: (c: OpenAI.Moderation.Categories) => boolean): Promise<CrisisCheck> {
    const local = await builtinScreen(lexicon, text);
    try {
      const response = await client.moderations.create({ model: OPENAI_MODERATION_MODEL, input: text });
      const flagged = response.results.some((result) => categories(result.categories));
      if (flagged) return { flagged: true, concern: false, detector: 'openai', language: local.language };
      return local;
    } catch (error) {
      log.error('Moderation endpoint failed; screened with the built-in screen', { reason: error instanceof Error ? error.message : String(error) });
      return local;
    }
  }

  return {
    provider: 'openai',
    ready,
    // A fan's own self-harm, intent to, or asking how.
    screenFan: (text) => screen(text, screenFanText, (c) => c['self-harm'] || c['self-harm/intent'] || c['self-harm/instructions']),
    // A reply that promotes or instructs it; "self-harm" alone also covers encouragement and depiction. It
    // blocks a reply even when that reply also gives the crisis resources: adding a link must not let
    // encouragement through, and the fan still gets the resources, in the crisis reply.
    screenReply: (text) => screen(text, screenReplyText, (c) => c['self-harm'] || c['self-harm/instructions']),
  };
}
