import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Plays one clip at a time through the Web Audio API, keyed so a list can show
 * which of its rows is playing. Web Audio, not an <audio> element: the page's
 * Content-Security-Policy allows media only from this origin ('self'), and a
 * recording or a sample made on the spot lives at a blob: or data: URL, which
 * it would block. Decoded bytes are governed by no media-src.
 */
export function useAudioPlayer() {
  const context = useRef<AudioContext | null>(null);
  const source = useRef<AudioBufferSourceNode | null>(null);
  /** Counts play requests, so a slow decode does not start over a newer one. */
  const latest = useRef(0);
  const [playing, setPlaying] = useState<string | null>(null);

  /** Creates or wakes the audio context; call it in the click, before any await, where browsers require a gesture. */
  const prepare = useCallback((): AudioContext => {
    context.current ??= new AudioContext();
    void context.current.resume();
    return context.current;
  }, []);

  const stop = useCallback(() => {
    latest.current += 1;
    const current = source.current;
    source.current = null;
    current?.stop();
    setPlaying(null);
  }, []);

  /** Plays `audio` (any format the browser decodes) as `key`; rejects when it cannot be decoded. */
  const play = useCallback(
    async (key: string, audio: Blob | ArrayBuffer) => {
      stop();
      const request = latest.current;
      const ctx = prepare();
      setPlaying(key);
      try {
        const bytes = audio instanceof Blob ? await audio.arrayBuffer() : audio.slice(0);
        const buffer = await ctx.decodeAudioData(bytes);
        if (request !== latest.current) return;
        const node = ctx.createBufferSource();
        node.buffer = buffer;
        node.connect(ctx.destination);
        node.onended = () => {
          if (source.current !== node) return;
          source.current = null;
          setPlaying(null);
        };
        source.current = node;
        node.start();
      } catch (error) {
        if (request === latest.current) setPlaying(null);
        throw error;
      }
    },
    [prepare, stop],
  );

  useEffect(
    () => () => {
      source.current?.stop();
      void context.current?.close();
    },
    [],
  );

  return { playing, play, stop, prepare };
}
