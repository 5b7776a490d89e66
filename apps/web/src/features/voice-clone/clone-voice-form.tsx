import { VOICE_CLONE_LIMITS, type PublicUser } from '@fanline/core';
import { AudioLines } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { ConsentField } from './consent-field';
import { RecorderStrip } from './recorder-strip';
import { LengthMeter, RecordingList } from './recording-list';
import { SampleSources } from './sample-sources';
import { uploadVoiceClone, type ClonedVoice } from './upload-voice-clone';
import { useAudioPlayer } from './use-audio-player';
import { useMicrophoneRecorder } from './use-microphone-recorder';
import { useRefreshVoices } from './use-own-voice';
import { useRecordings } from './use-recordings';
import { defaultVoiceName } from './voice-clone-access';

const TAKE = 'take';

/** Why "Clone my voice" cannot be pressed yet, or null when it can. */
function blockedBy(name: string, count: number, consent: boolean): string | null {
  if (!name.trim()) return 'Give your voice a name.';
  if (count === 0) return 'Add at least one recording to continue.';
  if (!consent) return 'Tick “I confirm all three” to continue.';
  return null;
}

interface CloneVoiceFormProps {
  user: PublicUser | null;
  onCloned?(voice: ClonedVoice): void;
}

/** Name, recordings and consent, then the clone (issue #39). The server measures and checks it all again. */
export function CloneVoiceForm({ user, onCloned }: CloneVoiceFormProps) {
  const [name, setName] = useState(() => defaultVoiceName(user));
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const samples = useRecordings();
  const recorder = useMicrophoneRecorder(samples.nextTakeName);
  const player = useAudioPlayer();
  const refresh = useRefreshVoices();
  const utils = trpc.useUtils();
  const mounted = useRef(true);
  const hintId = useId();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const blocked = blockedBy(name, samples.recordings.length, consent);
  const micBusy = recorder.phase === 'starting' || recorder.phase === 'recording' || recorder.phase === 'converting';

  function listen(key: string, audio: Blob) {
    player.play(key, audio).catch(() => toast.error('This browser cannot play that recording; the server may still read it.'));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The bot form holds this dialog; its own submit must not see this one (React events cross portals).
    event.stopPropagation();
    if (busy || blocked) return;
    player.stop();
    setBusy(true);
    setRefusal(null);
    try {
      const voice = await uploadVoiceClone(name, samples.recordings.map((recording) => recording.file));
      utils.voiceClone.get.setData(undefined, { voice });
      toast.success(`Your voice “${voice.name}” is ready`, { description: 'Choose “Your voice” in a bot’s Voice settings.' });
      await refresh(false);
      onCloned?.(voice);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Your voice was not cloned. Please try again.';
      // Said where the creator is looking; a toast only if they closed the form meanwhile.
      if (mounted.current) setRefusal(message);
      else toast.error(message);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined} className="space-y-5">
      <fieldset disabled={busy} className="space-y-5">
        <TextField label="Voice name" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} hint="For you to recognise it; your bots’ voice list shows it as “Your voice”." />
        <section aria-labelledby={`${hintId}-recordings`} className="space-y-3">
          <div>
            <h3 id={`${hintId}-recordings`} className="text-sm font-medium text-zinc-200">
              Recordings
            </h3>
            <p className="text-xs text-zinc-500">
              {VOICE_CLONE_LIMITS.minFiles} to {VOICE_CLONE_LIMITS.maxFiles} clips of you speaking alone, 30 seconds to 5 minutes in all. Clear speech with no music works best.
            </p>
          </div>
          <SampleSources onFiles={samples.addFiles} onRecord={() => void recorder.start()} recording={micBusy || recorder.phase === 'review'} full={samples.recordings.length >= VOICE_CLONE_LIMITS.maxFiles} disabled={busy} />
          {[recorder.problem, samples.problem].map(
            (problem) =>
              problem && (
                <p key={problem} role="alert" className="rounded-xl bg-rose-500/10 px-3 py-2 text-xs leading-relaxed text-rose-200 ring-1 ring-inset ring-rose-400/25">
                  {problem}
                </p>
              ),
          )}
          <RecorderStrip
            recorder={recorder}
            listening={player.playing === TAKE}
            onListen={() => (player.playing === TAKE ? player.stop() : recorder.take && listen(TAKE, recorder.take.file))}
            onKeep={() => {
              player.stop();
              if (recorder.take) samples.addTake(recorder.take);
              recorder.clear();
            }}
            onDiscard={() => {
              player.stop();
              recorder.clear();
            }}
          />
          <RecordingList
            recordings={samples.recordings}
            playing={player.playing}
            onPlay={(recording) => listen(recording.id, recording.file)}
            onStop={player.stop}
            onRemove={(recording) => {
              if (player.playing === recording.id) player.stop();
              samples.remove(recording.id);
            }}
            disabled={busy}
          />
          <LengthMeter recordings={samples.recordings} />
        </section>
        <ConsentField checked={consent} onCheckedChange={setConsent} disabled={busy} />
      </fieldset>

      {refusal && (
        <p role="alert" className="rounded-xl bg-rose-500/10 px-3.5 py-2.5 text-sm leading-relaxed text-rose-200 ring-1 ring-inset ring-rose-400/25">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={hintId} aria-live="polite" className="text-xs text-zinc-500">
          {busy ? 'Cloning can take up to a minute. Keep this window open.' : blocked}
        </p>
        <Button type="submit" disabled={blocked !== null || micBusy} busy={busy} aria-describedby={hintId} className="shrink-0">
          {busy ? <Spinner /> : <AudioLines aria-hidden="true" />}
          {busy ? 'Cloning your voice…' : 'Clone my voice'}
        </Button>
      </div>
    </form>
  );
}
