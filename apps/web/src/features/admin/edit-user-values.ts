import { FREE_PLAN, PLAN_IDS, type AdminUserUpdate, type PlanId } from '@fanline/core';
import type { AdminUser } from './admin-types';

/** The edit form as typed: numbers stay text until saved. */
export interface EditUserValues {
  name: string;
  plan: PlanId;
  bots_limit: string;
  messages_remaining: string;
  voice_messages_remaining: string;
  has_voice_upgrade: boolean;
  is_active: boolean;
}

export function editValuesOf(user: AdminUser): EditUserValues {
  return {
    name: user.name,
    plan: user.plan,
    bots_limit: String(user.bots_limit),
    messages_remaining: String(user.messages_remaining),
    voice_messages_remaining: String(user.voice_messages_remaining),
    has_voice_upgrade: user.has_voice_upgrade,
    is_active: user.is_active,
  };
}

/** An integer from the field, or `fallback` when it is empty or not a number (docs/product.md §14 parses as integers). */
function integerOr(text: string, fallback: number): number {
  const parsed = Number.parseInt(text.trim(), 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/**
 * What Save sends. docs/product.md §14 edit defaults for empty fields: plan spark,
 * bots_limit 1, messages_remaining 100, voice remaining 0, voice off, active true.
 */
export function updateFromValues(values: EditUserValues): AdminUserUpdate {
  const name = values.name.trim();
  return {
    ...(name ? { name } : {}),
    plan: PLAN_IDS.includes(values.plan) ? values.plan : FREE_PLAN,
    bots_limit: integerOr(values.bots_limit, 1),
    messages_remaining: integerOr(values.messages_remaining, 100),
    has_voice_upgrade: values.has_voice_upgrade,
    voice_messages_remaining: values.has_voice_upgrade ? integerOr(values.voice_messages_remaining, 0) : 0,
    is_active: values.is_active,
  };
}

/**
 * What Save sends: only the fields the admin changed since the dialog opened.
 * Balances move while the dialog is open (fans use credits, a pack is bought),
 * so writing back untouched fields would undo those moves; the server applies
 * the rest as they are.
 */
export function changesFromValues(values: EditUserValues, opened: EditUserValues): AdminUserUpdate {
  const next = updateFromValues(values);
  const before = updateFromValues(opened);
  return Object.fromEntries(Object.entries(next).filter(([field, value]) => before[field as keyof AdminUserUpdate] !== value)) as AdminUserUpdate;
}
