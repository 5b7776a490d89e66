import { instagramBotFor, instagramInboundEvents, type InstagramWebhookPayload, type Logger } from '@fanline/services';
import type { RestDeps } from '../rest/mount-rest-routes';
import { metaWebhookRoutes } from './meta-webhook';

/**
 * /api/instagram/webhook, Meta's webhook for the app's Instagram messages
 * (meta-webhook.ts has the checks). Echoes, reads and accounts without a live
 * bot are dropped; each fan message is routed by the account it was sent to
 * and keyed by its mid.
 */
export function instagramWebhookRoutes(deps: RestDeps & { log: Logger }) {
  return metaWebhookRoutes<InstagramWebhookPayload>(deps, {
    source: 'instagram',
    name: 'Instagram',
    config: () => deps.instagram,
    events: (payload) => instagramInboundEvents(payload).map(({ accountId, event }) => ({ to: accountId, event })),
    botFor: (accountId) => instagramBotFor(deps.db, accountId),
  });
}
