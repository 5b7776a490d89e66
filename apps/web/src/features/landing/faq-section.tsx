import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from 'radix-ui';
import { SectionHeading } from './section-heading';

const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Do I need to know how to code?',
    answer:
      'Not at all. You describe your bot in plain words (its personality, greeting and tone) and Fanline handles the AI models, hosting and Telegram connection.',
  },
  {
    question: 'How do I connect my bot to Telegram?',
    answer:
      'Open @BotFather in Telegram, send /newbot and follow the prompts. BotFather gives you a token; paste it into your bot in Fanline and press Deploy. It takes about a minute.',
  },
  {
    question: 'Can I earn money from my bot?',
    answer:
      'Yes. From the Ignite plan up, you can charge fans per message or with a subscription, and switch on tip prompts that ask for a tip after a set number of messages or minutes.',
  },
  {
    question: "Do fans know they're talking to an AI?",
    answer: (
      <>
        Yes, always. Every bot's first message tells fans they are chatting with an AI version of the creator, and
        creators can't remove that notice. The bot's Telegram profile and its /about command say so too, and bots are
        instructed never to claim to be human. If a fan mentions suicide or self-harm, the AI doesn't answer: the fan
        gets crisis resources instead, such as the 988 Suicide &amp; Crisis Lifeline in the US, with no payment
        prompt.{' '}
        <Link to="/safety" className="font-medium text-brand-300 underline underline-offset-4 hover:text-brand-200">
          Read our Safety Protocol
        </Link>
        .
      </>
    ),
  },
  {
    question: 'Which AI models can my bot use?',
    answer:
      'Spark includes models from OpenAI, Anthropic and Google Gemini. Paid plans add Together and Hugging Face models, so you can pick the style and price point that suits your audience.',
  },
  {
    question: 'What happens if I run out of messages?',
    answer:
      'You can top up at any time with message credit packs, starting at 1,000 messages for $5, or move to a bigger plan. Credits are added to your balance straight away.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. When you cancel, your paid plan stays active until the end of the billing period, then your account moves to the free Spark plan. Your bots and data stay put.',
  },
];

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered" />
      <Accordion.Root type="single" collapsible className="mt-12 space-y-3">
        {FAQS.map(({ question, answer }, index) => (
          <Accordion.Item
            key={question}
            value={`faq-${index}`}
            className="overflow-hidden rounded-2xl bg-ink-850/70 ring-1 ring-white/[0.08] transition data-[state=open]:ring-brand-400/30"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-white">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-zinc-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="overflow-hidden text-sm leading-relaxed text-zinc-400 data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
              <p className="px-5 pb-5">{answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
