import { StatusPill, type PillTone } from '../status-pill';
import { STATUS_LABELS, type BroadcastStatus } from './broadcast-labels';

const TONES: Record<BroadcastStatus, PillTone> = { queued: 'muted', sending: 'brand', done: 'emerald', cancelled: 'rose' };

export function BroadcastStatusPill({ status }: { status: BroadcastStatus }) {
  return (
    <StatusPill tone={TONES[status]}>
      {status === 'sending' && <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-brand-300" />}
      {STATUS_LABELS[status]}
    </StatusPill>
  );
}
