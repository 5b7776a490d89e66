export const SUPPORT_EMAIL = 'support@fanline.app';
