import { Send } from 'lucide-react';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';
import { TelegramBotGuide } from './setup-guides';

interface ChannelSectionProps extends SectionProps {
  showInstagram: boolean;
  /** The masked stored token on edit ('123456789:••••••••wxyz'), or null. */
  storedTokenMask: string | null;
}

export function ChannelSection({ values, update, errors, showInstagram, storedTokenMask }: ChannelSectionProps) {
  // docs/product.md §5: Instagram is always disabled ('Coming Soon') and hidden entirely for spark.
  const options: SelectOption[] = [{ value: 'telegram', label: 'Telegram' }];
  if (showInstagram || values.platform === 'instagram') options.push({ value: 'instagram', label: 'Instagram', disabled: true, note: 'Coming Soon' });

  return (
    <FormSection icon={Send} title="Channel" description="Where fans talk to your bot.">
      <SelectField
        label="Channel"
        value={values.platform}
        onValueChange={(platform) => update({ platform: platform as typeof values.platform })}
        options={options}
        error={errors.platform}
        hint={showInstagram ? 'Instagram is coming soon — Meta approval takes 1-2 weeks.' : undefined}
      />
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
    </FormSection>
  );
}
