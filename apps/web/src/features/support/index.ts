export { ReferralSection } from './referral-section';
export { SupportButton } from './support-button';
export { TicketThread } from './ticket-thread';
