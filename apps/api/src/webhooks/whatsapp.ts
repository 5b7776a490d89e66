import { applyDeliveryStatuses, whatsappBotFor, whatsappInboundEvents, whatsappStatuses, type Logger, type WhatsAppWebhookPayload } from '@fanline/services';
import type { RestDeps } from '../rest/mount-rest-routes';
import { metaWebhookRoutes } from './meta-webhook';

/**
 * /api/whatsapp/webhook, Meta's webhook for the app's WhatsApp Business
 * accounts (meta-webhook.ts has the checks). Fan messages are routed by the
 * phone number id they were sent to and keyed by their wamid; each delivery
 * status (sent, delivered, read, failed) is kept for the inbox.
 */
export function whatsappWebhookRoutes(deps: RestDeps & { log: Logger }) {
  return metaWebhookRoutes<WhatsAppWebhookPayload>(deps, {
    source: 'whatsapp',
    name: 'WhatsApp',
    config: () => deps.whatsapp,
    events: (payload) => whatsappInboundEvents(payload).map(({ phoneNumberId, event }) => ({ to: phoneNumberId, event })),
    botFor: (phoneNumberId) => whatsappBotFor(deps.db, phoneNumberId),
    alsoRead: (payload) => {
      const statuses = whatsappStatuses(payload);
      return () => applyDeliveryStatuses(deps.db, 'whatsapp', statuses);
    },
  });
}
