import { VOICE_CLONE_LIMITS } from '@fanline/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingToWav } from './decode-audio';

/** A finished take, already WAV, waiting for the creator to keep or discard it. */
export interface Take {
  file: File;
  seconds: number;
}

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'converting' | 'review';

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  startedAt: number;
  timer: number;
}

/** What the creator reads when the microphone cannot be used, by the browser's reason. */
function microphoneProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Fanline may not use your microphone. Allow it in your browser’s site settings and try again, or upload a recording instead.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No microphone was found. Connect one and try again, or upload a recording instead.';
  if (name === 'NotReadableError') return 'Your microphone is busy in another app. Close it there and try again.';
  return 'Your microphone could not be started. Try again, or upload a recording instead.';
}

function release(session: Session | null) {
  if (!session) return;
  window.clearInterval(session.timer);
  for (const track of session.stream.getTracks()) track.stop();
}

/**
 * Records from the microphone with MediaRecorder: start, a running clock that
 * stops itself at five minutes (the most a clone takes), then the take as a
 * 16 kHz mono WAV (see recordingToWav) for the creator to listen to and keep.
 */
export function useMicrophoneRecorder(nextName: () => string) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const session = useRef<Session | null>(null);

  const stop = useCallback(() => {
    const current = session.current;
    if (current?.recorder.state === 'recording') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    setProblem(null);
    setTake(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setProblem('This browser cannot record here. Upload a recording instead.');
      return;
    }
    setPhase('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      setProblem(microphoneProblem(error));
      setPhase('idle');
      return;
    }
    const recorder = new MediaRecorder(stream);
    const current: Session = { recorder, stream, chunks: [], startedAt: performance.now(), timer: 0 };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    };
    recorder.onstop = () => {
      release(current);
      session.current = null;
      setPhase('converting');
      recordingToWav(new Blob(current.chunks, { type: recorder.mimeType }), nextName())
        .then((made) => {
          setTake(made);
          setPhase('review');
        })
        .catch(() => {
          setProblem('That recording could not be read. Please record it again.');
          setPhase('idle');
        });
    };
    current.timer = window.setInterval(() => {
      const seconds = (performance.now() - current.startedAt) / 1000;
      setElapsed(seconds);
      if (seconds >= VOICE_CLONE_LIMITS.maxSeconds) stop();
    }, 250);
    session.current = current;
    setElapsed(0);
    recorder.start(1000);
    setPhase('recording');
  }, [nextName, stop]);

  /** Forgets the take under review (kept or discarded). */
  const clear = useCallback(() => {
    setTake(null);
    setPhase('idle');
  }, []);

  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.recorder.onstop = null;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      release(current);
    },
    [],
  );

  return { phase, elapsed, take, problem, start, stop, clear };
}
