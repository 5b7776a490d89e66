// Support tickets and their replies.
import type { Generated } from 'kysely';
import type { TimestampDefault } from './column-types';

export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: string;
  subject: string;
  message: string;
  status: Generated<'open' | 'pending' | 'resolved' | 'closed'>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface SupportTicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  author_id: string | null;
  is_staff: boolean;
  message: string;
  created_at: TimestampDefault;
}
