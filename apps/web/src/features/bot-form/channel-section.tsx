import { Send } from 'lucide-react';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { channelHint, channelOptions, type ChannelAccess } from './channel-options';
import { FieldNote, FormSection } from './form-section';
import { paymentsOffWhereUnsupported, type BotFormValues } from './form-values';
import { InstagramConnectionPanel } from './instagram-connection-panel';
import type { SectionProps } from './section-props';
import { InstagramConnectGuide, TelegramBotGuide, WhatsAppConnectGuide } from './setup-guides';
import type { InstagramConnection } from './use-instagram-connection';
import type { WhatsAppConnection } from './use-whatsapp-connection';
import { WhatsAppConnectionPanel } from './whatsapp-connection-panel';

interface ChannelSectionProps extends SectionProps {
  access: ChannelAccess;
  connection: InstagramConnection;
  whatsapp: WhatsAppConnection;
  /** The masked stored token on edit ('123456789:••••••••wxyz'), or null. */
  storedTokenMask: string | null;
}

/** A channel without in-chat payments (Instagram, WhatsApp) turns paid access and tips off as it is picked. */
export function channelPatch(platform: BotFormValues['platform']): Partial<BotFormValues> {
  return { platform, ...paymentsOffWhereUnsupported(platform) };
}

function InstagramSetup({ access, connection }: Pick<ChannelSectionProps, 'access' | 'connection'>) {
  if (access.instagram === 'available') {
    return (
      <>
        <InstagramConnectionPanel connection={connection} />
        <InstagramConnectGuide />
      </>
    );
  }
  return (
    <FieldNote tone="warn">
      {access.instagram === 'hidden'
        ? 'Your plan does not include Instagram, so this bot cannot answer DMs. Upgrade to Ignite or switch the channel to Telegram.'
        : 'Instagram is not available on this server right now, so this bot cannot answer DMs. Switch the channel to Telegram to put it live.'}
    </FieldNote>
  );
}

function WhatsAppSetup({ access, whatsapp }: Pick<ChannelSectionProps, 'access' | 'whatsapp'>) {
  if (access.whatsappUpgrade) {
    return (
      <FieldNote tone="warn">
        Your plan does not include WhatsApp, so this bot cannot answer messages there. Upgrade to {access.whatsappUpgrade} or switch the channel to Telegram.
      </FieldNote>
    );
  }
  return (
    <>
      <WhatsAppConnectionPanel connection={whatsapp} />
      {/* How-to steps only where a number can be connected. */}
      {whatsapp.configured && <WhatsAppConnectGuide embeddedSignup={whatsapp.embeddedSignup !== null} />}
    </>
  );
}

export function ChannelSection({ values, update, errors, access, connection, whatsapp, storedTokenMask }: ChannelSectionProps) {
  return (
    <FormSection icon={Send} title="Channel" description="Where fans talk to your bot.">
      <SelectField
        label="Channel"
        value={values.platform}
        onValueChange={(platform) => update(channelPatch(platform))}
        options={channelOptions(access, values.platform)}
        error={errors.platform}
        hint={channelHint(access, values.platform)}
      />
      {values.platform === 'instagram' ? (
        <InstagramSetup access={access} connection={connection} />
      ) : values.platform === 'whatsapp' ? (
        <WhatsAppSetup access={access} whatsapp={whatsapp} />
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
