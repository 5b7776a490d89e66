import { Square, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BotView } from '../../lib/bot-view';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useAudioPlayer } from '../voice-clone';

const SAMPLE = 'sample';

/** base64 → the bytes Web Audio decodes. */
function bytesOf(base64: string): ArrayBuffer {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/**
 * The chat test's "Hear a sample": the bot's greeting spoken in its voice
 * (one voice message credit), played here. Once fetched it replays for free.
 */
export function VoiceSampleButton({ bot }: { bot: BotView }) {
  const sample = trpc.bots.voiceSample.useMutation();
  const utils = trpc.useUtils();
  const player = useAudioPlayer();
  const [heard, setHeard] = useState<{ audio: ArrayBuffer; text: string } | null>(null);
  const playing = player.playing === SAMPLE;

  async function hear() {
    if (playing) return player.stop();
    // Wakes audio within the click: the sample arrives after an await, when browsers may no longer count the gesture.
    player.prepare();
    try {
      let clip = heard;
      if (!clip) {
        const answer = await sample.mutateAsync({ id: bot.id });
        clip = { audio: bytesOf(answer.audio_base64), text: answer.text };
        setHeard(clip);
        void utils.auth.me.invalidate();
      }
      await player.play(SAMPLE, clip.audio);
    } catch (error) {
      toast.error(errorMessage(error, 'The sample could not be played. Please try again.'));
    }
  }

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
      <Button variant="secondary" size="sm" onClick={() => void hear()} busy={sample.isPending} aria-pressed={playing}>
        {sample.isPending ? <Spinner /> : playing ? <Square aria-hidden="true" className="fill-current" /> : <Volume2 aria-hidden="true" />}
        {playing ? 'Stop sample' : 'Hear a sample'}
      </Button>
      <p aria-live="polite" className="min-w-0 flex-1 text-xs text-zinc-500">
        {heard ? <span className="line-clamp-2 text-zinc-400">“{heard.text}”</span> : 'Your bot’s greeting in its voice. Uses 1 voice message.'}
      </p>
    </div>
  );
}
