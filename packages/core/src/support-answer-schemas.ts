import { z } from 'zod';
import { TICKET_STATUSES } from './admin-schemas';

/** Support tickets as creators and the administrator read them. */

export const ticketReplySchema = z.object({
  message: z.string(),
  is_staff: z.boolean(),
  author: z.string().nullable(),
  created_at: z.string(),
});

export const ticketSchema = z.object({
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  user: z.string(),
  user_email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  replies: z.array(ticketReplySchema),
  external_url: z.string().nullable(),
});

/** A creator's referral link and what it brought in. */
export const referralFiguresSchema = z.object({ referral_code: z.string(), referrals: z.number(), revenue: z.number(), commission: z.number() });
