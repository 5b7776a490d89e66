import { planAllows, type PlanFlag } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { AppError } from '../errors';

export type AnalyticsKind = 'dashboard' | 'advanced' | 'voice';

/** The plan capability each gated kind needs, and the refusal without it. */
const PLAN_GATES: Record<Exclude<AnalyticsKind, 'dashboard'>, { capability: PlanFlag; denied: string }> = {
  advanced: { capability: 'advancedAnalytics', denied: 'Advanced analytics are part of the Flow and Nexus plans' },
  voice: { capability: 'voiceAnalytics', denied: 'Voice analytics need the Nexus plan with the Voice Chat Upgrade' },
};

/**
 * Who may read whose analytics (docs/product.md §8): a creator their own, an admin
 * anyone's. Advanced and voice analytics need the viewer's plan to allow them
 * (planAllows: admins always may). Returns the account whose figures are shown.
 */
export async function analyticsSubject(db: Db, viewer: UserRow, userId: string, kind: AnalyticsKind): Promise<UserRow> {
  if (viewer.id !== userId && !viewer.is_admin) throw new AppError('FORBIDDEN', 'You can only view your own analytics');
  if (kind !== 'dashboard' && !planAllows(viewer, PLAN_GATES[kind].capability)) throw new AppError('FORBIDDEN', PLAN_GATES[kind].denied);
  if (viewer.id === userId) return viewer;
  const subject = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!subject) throw new AppError('NOT_FOUND', 'User not found');
  return subject;
}
