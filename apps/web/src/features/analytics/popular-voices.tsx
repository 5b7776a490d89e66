import type { VoiceAnalytics } from '@fanline/core';
import { formatPercent } from './analytics-format';

/** Share of this month's voice replies per voice, as labelled meters (a list reads better than a chart for a handful of voices). */
export function PopularVoices({ voices, fallback }: { voices: VoiceAnalytics['popular_voices']; fallback: boolean }) {
  if (voices.length === 0) {
    return (
      <p className="rounded-2xl bg-white/[0.03] px-4 py-6 text-center text-xs text-zinc-500">
        {fallback
          ? 'Voice usage could not be loaded.'
          : 'Once a voice-enabled bot sends voice replies, the voices fans hear most are ranked here.'}
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-testid="popular-voices">
      {voices.map((voice) => (
        <li key={voice.voice_name}>
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-zinc-200">{voice.voice_name}</span>
            <span className="shrink-0 font-semibold text-white tabular-nums">{formatPercent(voice.usage_percent)}</span>
          </div>
          <div
            role="meter"
            aria-label={`${voice.voice_name} share of voice replies`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={voice.usage_percent}
            aria-valuetext={formatPercent(voice.usage_percent)}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-white/[0.06]"
          >
            <div className="h-full rounded-full bg-linear-to-r from-brand-500 to-flare-400" style={{ width: `${voice.usage_percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
