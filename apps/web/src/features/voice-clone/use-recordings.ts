import { useCallback, useRef, useState } from 'react';
import { measureSeconds } from './decode-audio';
import { sampleProblem, type Recording } from './recordings';
import type { Take } from './use-microphone-recorder';

/**
 * The samples the creator has gathered: files join after a quick check (size,
 * kind, count) and are measured in the background; a microphone take joins
 * measured. `problem` says why the last files were turned away.
 */
export function useRecordings() {
  const [recordings, setRecordings] = useState<Recording[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextId = useRef(0);
  const takes = useRef(0);

  const newId = () => `recording-${(nextId.current += 1)}`;

  function addFiles(files: readonly File[]) {
    const problems: string[] = [];
    const added: Recording[] = [];
    for (const file of files) {
      const refused = sampleProblem(file, recordings.length + added.length);
      if (refused) problems.push(refused);
      else added.push({ id: newId(), file, seconds: undefined, fromMicrophone: false });
    }
    setProblem(problems.length ? [...new Set(problems)].join('. ') : null);
    if (!added.length) return;
    setRecordings((current) => [...current, ...added]);
    for (const recording of added) {
      void measureSeconds(recording.file).then((seconds) =>
        setRecordings((current) => current.map((item) => (item.id === recording.id ? { ...item, seconds } : item))),
      );
    }
  }

  function addTake(take: Take) {
    setProblem(null);
    setRecordings((current) => [...current, { id: newId(), file: take.file, seconds: take.seconds, fromMicrophone: true }]);
  }

  function remove(id: string) {
    setProblem(null);
    setRecordings((current) => current.filter((item) => item.id !== id));
  }

  /** "Recording 1.wav", "Recording 2.wav": a take's file name, numbered in the order they were made. */
  const nextTakeName = useCallback(() => `Recording ${(takes.current += 1)}.wav`, []);

  return { recordings, problem, addFiles, addTake, remove, nextTakeName };
}
