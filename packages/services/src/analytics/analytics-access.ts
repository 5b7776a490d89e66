import { hasVoiceAccess } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { AppError } from '../errors';

export type AnalyticsKind = 'dashboard' | 'advanced' | 'voice';

const PLAN_ACCESS_DENIED: Record<Exclude<AnalyticsKind, 'dashboard'>, string> = {
  advanced: 'Advanced analytics are part of the Flow and Nexus plans',
  voice: 'Voice analytics need the Nexus plan with the Voice Chat Upgrade',
};

/**
 * Who may read whose analytics (SPEC §6): a creator their own, an admin
 * anyone's. Advanced needs flow or nexus, voice needs nexus with the voice
 * upgrade, unless the viewer is an admin. Returns the account whose figures
 * are shown.
 */
export async function analyticsSubject(db: Db, viewer: UserRow, userId: string, kind: AnalyticsKind): Promise<UserRow> {
  if (viewer.id !== userId && !viewer.is_admin) throw new AppError('FORBIDDEN', 'You can only view your own analytics');
  if (!viewer.is_admin) {
    if (kind === 'advanced' && viewer.plan !== 'flow' && viewer.plan !== 'nexus') throw new AppError('FORBIDDEN', PLAN_ACCESS_DENIED.advanced);
    if (kind === 'voice' && !hasVoiceAccess(viewer)) throw new AppError('FORBIDDEN', PLAN_ACCESS_DENIED.voice);
  }
  if (viewer.id === userId) return viewer;
  const subject = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!subject) throw new AppError('NOT_FOUND', 'User not found');
  return subject;
}
