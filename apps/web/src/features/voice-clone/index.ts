// "Your voice" (issue #39): the creator's consented voice clone, shared by Profile, the bot form and the chat test.
export { ClonedBadge } from './cloned-badge';
export { OwnVoiceCard } from './own-voice-card';
export { useAudioPlayer } from './use-audio-player';
export { useOwnVoice } from './use-own-voice';
export type { ClonedVoice } from './upload-voice-clone';
export { canCloneVoice } from './voice-clone-access';
export { VoiceCloneLocked } from './voice-clone-locked';
export { YourVoiceDialog } from './your-voice-dialog';
