export { collectProcessMetrics, FAN_OUTCOMES, httpRequestDuration, scrapeMetrics, webhookDeliveriesRefused } from './metrics-registry';
export { metricsTokenMatches } from './metrics-token';
export { observeInboundQueue } from './inbound-queue-metrics';
