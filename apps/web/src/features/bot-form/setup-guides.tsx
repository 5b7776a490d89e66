import { ChevronRight, ExternalLink } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';

function Guide({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Collapsible.Root className="group rounded-xl bg-white/[0.02] ring-1 ring-inset ring-white/[0.07]">
      <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-xs font-semibold text-brand-200 transition hover:text-white">
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-90" />
        {title}
      </Collapsible.Trigger>
      <Collapsible.Content className="px-3 pb-3 pl-9 text-xs leading-relaxed text-zinc-400">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-1.5 pl-4 marker:text-zinc-500">{children}</ol>;
}

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-white/[0.07] px-1 py-0.5 font-mono text-[11px] text-zinc-200">{children}</code>;
}

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-300 underline-offset-2 hover:underline">
      {children}
      <ExternalLink aria-hidden="true" className="size-3" />
    </a>
  );
}

/** docs/product.md §9 setup guide (a): getting a bot token from @BotFather. */
export function TelegramBotGuide() {
  return (
    <Guide title="How to create a Telegram bot">
      <Steps>
        <li>
          In Telegram, open <OutLink href="https://t.me/BotFather">@BotFather</OutLink>.
        </li>
        <li>
          Send <Code>/newbot</Code>, then choose a display name and a username ending in <Code>bot</Code>.
        </li>
        <li>
          BotFather replies with a token like <Code>123456789:AAH…</Code>. Paste it into the Telegram Bot Token field.
        </li>
        <li>Save, then deploy the bot from its card to bring it online.</li>
      </Steps>
    </Guide>
  );
}

/** docs/product.md §9 setup guide (b): a card payment provider (Stripe) price ID. */
export function StripeGuide() {
  return (
    <Guide title="How to set up card payments with Stripe">
      <Steps>
        <li>
          Create a Stripe account and open the <OutLink href="https://dashboard.stripe.com">Stripe Dashboard</OutLink>.
        </li>
        <li>Under Products, create a product for your fan access, with a recurring monthly price.</li>
        <li>
          Copy the price ID — it starts with <Code>price_</Code> — and paste it into the Stripe Price ID field.
        </li>
      </Steps>
    </Guide>
  );
}

/** docs/product.md §9 setup guide (c): Telegram payments with a provider token; Stars need none. */
export function TelegramPaymentsGuide() {
  return (
    <Guide title="How to accept payments in Telegram">
      <p className="mb-2">
        <span className="font-semibold text-zinc-200">Telegram Stars ⭐ need no setup</span> — fans pay with Stars right inside Telegram.
      </p>
      <p className="mb-1.5">A payment provider token needs approval from Telegram and a supported payment provider:</p>
      <Steps>
        <li>Choose a payment provider Telegram supports in your country.</li>
        <li>
          In <OutLink href="https://t.me/BotFather">@BotFather</OutLink>, send <Code>/mybots</Code>, pick your bot, then Payments.
        </li>
        <li>Select the provider and finish its onboarding; BotFather then shows your payment token.</li>
        <li>Paste that token into the Payment Token field.</li>
      </Steps>
    </Guide>
  );
}

/** Connecting Instagram: a professional account, business login in the pop-up, and message access. */
export function InstagramConnectGuide() {
  return (
    <Guide title="How to connect Instagram">
      <Steps>
        <li>In the Instagram app, switch your account to a professional account (Creator or Business) if it is not one yet.</li>
        <li>Click Connect Instagram, log in in the pop-up and allow Fanline to manage your messages.</li>
        <li>
          In Instagram, open Settings → Messages and story replies → Message controls, and turn on <span className="font-medium text-zinc-200">Allow access to messages</span>.
        </li>
        <li>Save, then start the bot from its card. Fans who DM your account get its replies within Instagram's 24-hour window.</li>
      </Steps>
    </Guide>
  );
}

/**
 * Connecting WhatsApp: through Meta's Embedded Signup where the server offers it (the pop-up makes the
 * account and number), else by pasting a Cloud API number's ids and a system user's permanent token.
 */
export function WhatsAppConnectGuide({ embeddedSignup }: { embeddedSignup: boolean }) {
  return (
    <Guide title="How to connect WhatsApp">
      {embeddedSignup ? (
        <Steps>
          <li>Choose a 6-digit PIN for your number (or enter the two-step verification PIN it already has), then click Continue with Facebook.</li>
          <li>In Facebook's window, pick your business, then add or pick the WhatsApp number for your bots and verify it by text or call.</li>
          <li>Fanline registers the number and connects it; no IDs or tokens to copy.</li>
          <li>Save, then start the bot from its card. Fans who message your number get replies within WhatsApp's 24-hour window.</li>
        </Steps>
      ) : (
        <Steps>
          <li>
            In <OutLink href="https://business.facebook.com/wa/manage/">WhatsApp Manager</OutLink>, add your business number to a WhatsApp Business Account if it is not there yet.
          </li>
          <li>
            In <OutLink href="https://business.facebook.com/settings/system-users">Business Settings → System users</OutLink>, add a system user, assign it your WhatsApp account, and generate a token with{' '}
            <Code>whatsapp_business_messaging</Code> and <Code>whatsapp_business_management</Code>. Pick “Never” for expiry.
          </li>
          <li>Click Connect WhatsApp and paste the account ID, the phone number ID and that token.</li>
          <li>Save, then start the bot from its card. Fans who message your number get replies within WhatsApp's 24-hour window.</li>
        </Steps>
      )}
    </Guide>
  );
}
