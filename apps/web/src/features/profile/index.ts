export { ProfileSettingsDialog } from './profile-settings-dialog';
export {
  botLimitLabel,
  messagesAllowanceLabel,
  messagesRemainingLabel,
  showsVoiceQuota,
  voiceRemainingLabel,
} from './account-quota';
