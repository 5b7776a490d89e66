import type { AdvancedAnalytics, DashboardAnalytics, VoiceAnalytics } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { advancedAnalytics } from './advanced-analytics';
import { analyticsSubject } from './analytics-access';
import { dashboardAnalytics } from './dashboard-analytics';
import { voiceAnalytics } from './voice-analytics';

/** The calls behind GET /api/analytics/{dashboard,advanced,voice}/{userId}: access first, then the figures. */
export async function readDashboardAnalytics(db: Db, viewer: UserRow, userId: string, now = new Date()): Promise<DashboardAnalytics> {
  return dashboardAnalytics(db, await analyticsSubject(db, viewer, userId, 'dashboard'), now);
}

export async function readAdvancedAnalytics(db: Db, viewer: UserRow, userId: string, now = new Date()): Promise<AdvancedAnalytics> {
  return advancedAnalytics(db, await analyticsSubject(db, viewer, userId, 'advanced'), now);
}

export async function readVoiceAnalytics(db: Db, viewer: UserRow, userId: string, now = new Date()): Promise<VoiceAnalytics> {
  return voiceAnalytics(db, await analyticsSubject(db, viewer, userId, 'voice'), now);
}
