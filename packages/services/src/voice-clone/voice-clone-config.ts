/** The API without ELEVENLABS_API_KEY: nothing can be cloned. */
export const VOICE_CLONING_NOT_CONFIGURED = 'Voice cloning is not configured on this server (set ELEVENLABS_API_KEY)';
