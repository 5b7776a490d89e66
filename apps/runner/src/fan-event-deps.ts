import type { FanEventDeps } from '@fanline/services';
import type { RunnerDeps } from './runner-deps';
import { timedLlm, type UpdateTiming } from './update-timing';

/** What the fan pipeline needs, from the runner's deps; with RUNNER_TIMINGS on, the model's wait is taken out of the runner's own time. */
export function fanEventDeps(deps: RunnerDeps, timing?: UpdateTiming): FanEventDeps {
  return {
    db: deps.db,
    llm: timing ? timedLlm(deps.llm, timing) : deps.llm,
    voice: deps.voice,
    log: deps.log,
    moderation: deps.moderation,
    loadBot: (botId) => deps.bots.get(botId),
    takeoverIdleHours: deps.takeoverIdleHours,
    memoryEveryTurns: deps.memoryEveryTurns,
    knowledgeVectors: deps.knowledgeVectors ?? null,
    speechToText: deps.speechToText,
    sttMaxSeconds: deps.sttMaxSeconds,
  };
}
