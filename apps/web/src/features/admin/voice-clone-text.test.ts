import { describe, expect, it } from 'vitest';
import { consentStatements, deletionText, samplesText, slotsFull, withdrawnByText } from './voice-clone-text';

describe('voice clone record text', () => {
  it('counts the samples and says their length', () => {
    expect(samplesText(2, 35)).toBe('2 recordings, 35 s');
    expect(samplesText(1, 65.4)).toBe('1 recording, 1 min 05 s');
  });

  it('names who withdrew a clone, and nothing when nobody did', () => {
    expect(withdrawnByText('admin')).toBe('by an admin');
    expect(withdrawnByText('account_deleted')).toBe('when the account was deleted');
    expect(withdrawnByText(null)).toBe('');
  });

  it('says whether ElevenLabs has deleted a withdrawn voice', () => {
    expect(deletionText({ voice_id: 'abc', deleted_at: null })).toBe('Pending, retried hourly');
    expect(deletionText({ voice_id: null, deleted_at: null })).toBe('Nothing to delete');
    expect(deletionText({ voice_id: 'abc', deleted_at: '2026-11-22T12:00:00Z' })).toMatch(/^Nov 22, 2026, /);
  });

  it('splits the consent into its statements, dropping blank lines', () => {
    expect(consentStatements('This is my voice.\nI consent.\n\nI may withdraw.\n')).toEqual(['This is my voice.', 'I consent.', 'I may withdraw.']);
  });

  it('calls the slots full at the limit and past it', () => {
    expect(slotsFull({ used: 9, limit: 10 })).toBe(false);
    expect(slotsFull({ used: 10, limit: 10 })).toBe(true);
    expect(slotsFull({ used: 0, limit: 0 })).toBe(true);
  });
});
