export const LAST_UPDATED = 'November 22, 2026';
export const SUPPORT_EMAIL = 'support@fanline.app';
