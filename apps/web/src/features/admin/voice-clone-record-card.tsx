import { CircleCheck, MicOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { AdminBadge } from './admin-badge';
import type { VoiceCloneRecord } from './admin-types';
import { CLONE_STATUS, consentStatements, deletionText, formatMoment, samplesText, withdrawnByText } from './voice-clone-text';

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-zinc-100 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Moment({ iso, children }: { iso: string; children?: ReactNode }) {
  return (
    <>
      <time dateTime={iso}>{formatMoment(iso)}</time>
      {children}
    </>
  );
}

interface VoiceCloneRecordCardProps {
  record: VoiceCloneRecord;
  /** Asks to withdraw the clone; offered only while it is in use. */
  onWithdraw(): void;
}

/**
 * One clone a creator made: the voice, its samples, what became of it, and the
 * consent it was made with (the words as agreed, when, from which address and
 * browser), which stays after the voice is withdrawn (issue #39).
 */
export function VoiceCloneRecordCard({ record, onWithdraw }: VoiceCloneRecordCardProps) {
  const status = CLONE_STATUS[record.status];
  return (
    <li data-testid="voice-clone-record" className="rounded-2xl bg-white/[0.03] p-4 ring-1 ring-white/[0.08] sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-base font-semibold text-white">{record.name}</h3>
            <AdminBadge tone={status.tone}>{status.label}</AdminBadge>
          </div>
          {record.voice_id && <p className="mt-0.5 font-mono text-xs text-zinc-500">ElevenLabs voice {record.voice_id}</p>}
        </div>
        {record.status === 'ready' && (
          <Button variant="secondary" size="sm" onClick={onWithdraw} className="text-rose-200 ring-rose-400/30 hover:bg-rose-500/10 hover:ring-rose-400/50">
            <MicOff aria-hidden="true" />
            Withdraw voice
          </Button>
        )}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        <Fact label="Created">
          <Moment iso={record.created_at} />
        </Fact>
        <Fact label="Samples">{samplesText(record.sample_count, record.sample_seconds)}</Fact>
        {record.withdrawn_at && (
          <Fact label="Withdrawn">
            <Moment iso={record.withdrawn_at}> {withdrawnByText(record.withdrawn_by)}</Moment>
          </Fact>
        )}
        {record.status === 'withdrawn' && <Fact label="Deleted at ElevenLabs">{deletionText(record)}</Fact>}
      </dl>

      <div className="mt-4 rounded-xl bg-ink-950/40 p-4 ring-1 ring-white/[0.06]">
        <h4 className="text-sm font-semibold text-white">Consent as agreed</h4>
        <ul className="mt-2 space-y-1.5">
          {consentStatements(record.consent_text).map((statement) => (
            <li key={statement} className="flex gap-2 text-sm leading-relaxed text-zinc-300">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
              {statement}
            </li>
          ))}
        </ul>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-white/[0.06] pt-4">
          <Fact label="Agreed">
            <Moment iso={record.consent_at} />
          </Fact>
          <Fact label="IP address">
            <span className="font-mono text-[13px]">{record.consent_ip ?? 'Not recorded'}</span>
          </Fact>
          <Fact label="Browser" wide>
            <span className="font-mono text-xs text-zinc-300">{record.consent_user_agent ?? 'Not recorded'}</span>
          </Fact>
        </dl>
      </div>
    </li>
  );
}
