import { BOT_TEMPLATES, TEMPLATE_CATEGORIES, type BotTemplate, type TemplateCategory } from '@fanline/core';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { TemplateCard } from './template-card';

type CategoryFilter = 'All' | TemplateCategory;

const FILTERS: readonly CategoryFilter[] = ['All', ...TEMPLATE_CATEGORIES.filter((c) => BOT_TEMPLATES.some((t) => t.category === c))];

/** The 15 presets (docs/product.md §6); choosing one opens the create dialog prefilled. */
export function TemplateGallery({ onUseTemplate }: { onUseTemplate(template: BotTemplate): void }) {
  const [category, setCategory] = useState<CategoryFilter>('All');
  const shown = category === 'All' ? BOT_TEMPLATES : BOT_TEMPLATES.filter((t) => t.category === category);

  return (
    <div className="space-y-5">
      <div role="group" aria-label="Filter templates by category" className="flex flex-wrap gap-1">
        {FILTERS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={category === id}
            onClick={() => setCategory(id)}
            className={cn(
              'h-9 shrink-0 rounded-xl px-3 text-sm font-medium transition',
              category === id ? 'bg-white/[0.1] text-white ring-1 ring-white/15' : 'text-zinc-400 hover:bg-white/[0.05] hover:text-white',
            )}
          >
            {id}
          </button>
        ))}
      </div>
      <ul aria-label="Bot templates" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {shown.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} onUse={onUseTemplate} />
          </li>
        ))}
      </ul>
    </div>
  );
}
