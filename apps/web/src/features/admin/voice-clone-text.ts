import { formatSeconds } from '@fanline/core';
import { plural } from '../../lib/format';
import type { BadgeTone } from './admin-badge';
import type { VoiceCloneRecord, VoiceSlots } from './admin-types';

/** A clone's state as its badge says it: "ready" is the voice the creator's bots may speak in, so the console calls it "In use". */
export const CLONE_STATUS: Record<VoiceCloneRecord['status'], { label: string; tone: BadgeTone }> = {
  ready: { label: 'In use', tone: 'green' },
  creating: { label: 'Cloning', tone: 'amber' },
  withdrawn: { label: 'Withdrawn', tone: 'muted' },
};

const WITHDRAWN_BY: Record<NonNullable<VoiceCloneRecord['withdrawn_by']>, string> = {
  creator: 'by the creator',
  admin: 'by an admin',
  account_deleted: 'when the account was deleted',
  failed: 'because cloning failed',
};

/** Who or what withdrew a clone ("by the creator"); empty when nobody did. */
export function withdrawnByText(by: VoiceCloneRecord['withdrawn_by']): string {
  return by ? WITHDRAWN_BY[by] : '';
}

/** "2 recordings, 35 s": how many samples the clone was made from and how long they last together. */
export function samplesText(count: number, seconds: number): string {
  return `${plural(count, 'recording')}, ${formatSeconds(seconds)}`;
}

/** A moment in a consent record to the minute, in the viewer's zone: "Nov 22, 2026, 3:04 PM". */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Whether a withdrawn voice is gone from ElevenLabs: the time it was deleted;
 * "Pending" while the hourly upkeep still has to delete it; "Nothing to delete"
 * when cloning failed before ElevenLabs made a voice.
 */
export function deletionText(record: Pick<VoiceCloneRecord, 'voice_id' | 'deleted_at'>): string {
  if (record.deleted_at) return formatMoment(record.deleted_at);
  return record.voice_id ? 'Pending, retried hourly' : 'Nothing to delete';
}

/** The statements as the creator agreed them, one a line (stored joined by newlines). */
export function consentStatements(consentText: string): string[] {
  return consentText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** True when ElevenLabs will refuse the next clone: every custom voice slot is taken (a limit of 0 counts as full). */
export function slotsFull({ used, limit }: VoiceSlots): boolean {
  return used >= limit;
}
