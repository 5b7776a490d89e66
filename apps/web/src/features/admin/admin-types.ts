import type { RouterOutputs } from '@fanline/api';

export type AdminUser = RouterOutputs['admin']['users']['users'][number];
export type AdminBot = RouterOutputs['admin']['bots']['bots'][number];
export type AdminFinancials = RouterOutputs['admin']['financials'];
export type AdminAnalytics = RouterOutputs['admin']['analytics'];
export type Affiliate = RouterOutputs['admin']['affiliates'][number];
export type Ticket = RouterOutputs['admin']['tickets']['tickets'][number];
export type CrisisReferralYear = RouterOutputs['admin']['crisisReferrals'][number];
export type FailedFanEvent = RouterOutputs['admin']['failedEvents'][number];
export type AuditEntry = RouterOutputs['admin']['auditLog']['entries'][number];
export type VoiceCloneRecord = RouterOutputs['voiceClone']['records']['records'][number];
export type VoiceSlots = NonNullable<RouterOutputs['voiceClone']['slots']['slots']>;
