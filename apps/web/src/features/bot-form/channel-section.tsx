import { Send } from 'lucide-react';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { FieldNote, FormSection } from './form-section';
import type { BotFormValues } from './form-values';
import { InstagramConnectionPanel } from './instagram-connection-panel';
import type { InstagramAccess } from './plan-access';
import type { SectionProps } from './section-props';
import { InstagramConnectGuide, TelegramBotGuide } from './setup-guides';
import type { InstagramConnection } from './use-instagram-connection';

/** docs/product.md §5 wording, with the reason: the server has no Meta app yet. */
export const INSTAGRAM_COMING_SOON = 'Instagram is coming soon — this server has no Meta app yet, and Meta approval takes 1-2 weeks.';

interface ChannelSectionProps extends SectionProps {
  instagram: InstagramAccess;
  connection: InstagramConnection;
  /** The masked stored token on edit ('123456789:••••••••wxyz'), or null. */
  storedTokenMask: string | null;
}

/** Fans pay inside Telegram only, so an Instagram bot has paid access and tips off. */
export function channelPatch(platform: BotFormValues['platform']): Partial<BotFormValues> {
  return platform === 'instagram' ? { platform, monetization_enabled: false, tip_flow_enabled: false } : { platform };
}

export function ChannelSection({ values, update, errors, instagram, connection, storedTokenMask }: ChannelSectionProps) {
  // docs/product.md §5: hidden below Ignite; 'Coming Soon' until the server has a Meta app; a real choice after that.
  const options: SelectOption<BotFormValues['platform']>[] = [{ value: 'telegram', label: 'Telegram' }];
  if (instagram === 'available') options.push({ value: 'instagram', label: 'Instagram' });
  else if (instagram === 'coming_soon') options.push({ value: 'instagram', label: 'Instagram', disabled: true, note: 'Coming Soon' });
  // A bot made before a downgrade keeps its channel on show.
  else if (values.platform === 'instagram') options.push({ value: 'instagram', label: 'Instagram', disabled: true, note: 'Upgrade Required' });

  const onInstagram = values.platform === 'instagram';
  const hint =
    instagram === 'coming_soon'
      ? INSTAGRAM_COMING_SOON
      : instagram === 'available'
        ? onInstagram
          ? 'Fans DM your Instagram account and the bot answers them there.'
          : 'Fans chat with your bot in Telegram, or in your Instagram DMs.'
        : undefined;

  return (
    <FormSection icon={Send} title="Channel" description="Where fans talk to your bot.">
      <SelectField label="Channel" value={values.platform} onValueChange={(platform) => update(channelPatch(platform))} options={options} error={errors.platform} hint={hint} />
      {onInstagram ? (
        instagram === 'available' ? (
          <>
            <InstagramConnectionPanel connection={connection} />
            <InstagramConnectGuide />
          </>
        ) : (
          <FieldNote tone="warn">
            {instagram === 'hidden'
              ? 'Your plan does not include Instagram, so this bot cannot answer DMs. Upgrade to Ignite or switch the channel to Telegram.'
              : 'Instagram is not available on this server right now, so this bot cannot answer DMs. Switch the channel to Telegram to put it live.'}
          </FieldNote>
        )
      ) : (
        <>
          <TextField
            label="Telegram Bot Token"
            name="telegram_token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={storedTokenMask ?? '123456789:AAH…'}
            value={values.telegram_token}
            onChange={(e) => update({ telegram_token: e.target.value })}
            error={errors.telegram_token}
            hint={storedTokenMask ? 'Leave blank to keep the stored token.' : 'From @BotFather. You can add it later, but the bot cannot go live without it.'}
          />
          <TelegramBotGuide />
        </>
      )}
    </FormSection>
  );
}
