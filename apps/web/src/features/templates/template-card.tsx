import type { BotTemplate } from '@fanline/core';
import { Sparkles } from 'lucide-react';
import { AdultBadge } from '../../ui/adult-badge';
import { Button } from '../../ui/button';
import { TEMPLATE_ICON_COMPONENTS } from './template-icons';

interface TemplateCardProps {
  template: BotTemplate;
  onUse(template: BotTemplate): void;
}

export function TemplateCard({ template, onUse }: TemplateCardProps) {
  const Icon = TEMPLATE_ICON_COMPONENTS[template.icon];
  return (
    <article
      aria-label={template.name}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08] transition hover:-translate-y-0.5 hover:ring-white/15"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-1"
        style={{ background: `linear-gradient(90deg, ${template.color}, transparent)` }}
      />
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 place-items-center rounded-2xl ring-1"
          style={{ backgroundColor: `${template.color}22`, color: template.color, boxShadow: `inset 0 0 0 1px ${template.color}44` }}
        >
          <Icon className="size-5" />
        </span>
        <div className="flex flex-wrap items-center justify-end gap-1.5">
          {template.adult_only && <AdultBadge />}
          <span className="rounded-full bg-white/[0.06] px-2.5 py-1 text-xs font-medium text-zinc-300 ring-1 ring-white/10">
            {template.category}
          </span>
        </div>
      </div>
      <h3 className="mt-4 text-base font-semibold text-white">{template.name}</h3>
      <p className="mt-1.5 flex-1 text-sm leading-relaxed text-zinc-400">{template.description}</p>
      <Button variant="secondary" size="sm" className="mt-5 w-full" onClick={() => onUse(template)}>
        <Sparkles aria-hidden="true" />
        Use Template
      </Button>
    </article>
  );
}
