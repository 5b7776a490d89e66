import type { DeliveryStatus, ReceiptStatus } from '../delivery-receipts';
import { whatsappFailures } from './whatsapp-failures';
import { WhatsAppApiError } from './whatsapp-graph';
import type { WhatsAppWebhookPayload } from './whatsapp-inbound';

/** A statuses[] entry (Meta, "status messages webhook reference"): `{id, status, timestamp, recipient_id, errors?}`. */
interface WhatsAppStatusEntry {
  id?: string;
  status?: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}

const STATUSES = new Set<ReceiptStatus>(['sent', 'delivered', 'read', 'failed']);

/**
 * Why a failed status failed, read as a refused send is: 131047 (outside the
 * 24-hour window) may come here after a 200 rather than on the send, and is
 * told the creator the same way.
 */
function failureReason(entry: WhatsAppStatusEntry): string {
  const error = entry.errors?.[0];
  const refusal = new WhatsAppApiError(error?.message ?? error?.title ?? 'Message failed', 400, error?.code ?? null, error?.error_data?.details ?? null);
  return whatsappFailures.permanent(refusal)?.reason ?? `WhatsApp could not deliver it: ${refusal.details ?? refusal.message}`;
}

/** The delivery statuses in a delivery (sent, delivered, read, failed), by the wamid of the message the number sent. */
export function whatsappStatuses(payload: WhatsAppWebhookPayload): DeliveryStatus[] {
  if (payload.object !== 'whatsapp_business_account') return [];
  const found: DeliveryStatus[] = [];
  for (const entry of payload.entry ?? []) {
    for (const change of entry.changes ?? []) {
      if (change.field !== 'messages') continue;
      for (const raw of (change.value?.statuses ?? []) as WhatsAppStatusEntry[]) {
        const status = raw.status as ReceiptStatus;
        if (!raw.id || !STATUSES.has(status)) continue;
        found.push({ externalId: raw.id, status, error: status === 'failed' ? failureReason(raw) : null });
      }
    }
  }
  return found;
}
