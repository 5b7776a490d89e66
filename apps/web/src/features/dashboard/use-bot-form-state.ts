import type { BotTemplate } from '@fanline/core';
import { useState } from 'react';
import type { BotView } from '../bots';

export interface BotFormState {
  open: boolean;
  mode: 'create' | 'edit';
  bot?: BotView;
  template?: BotTemplate;
  /** A fresh key per opening, so the form starts from its new inputs every time. */
  key: number;
}

/** Which bot form is open: blank (header Deploy), from a template, or editing a bot. */
export function useBotFormState() {
  const [state, setState] = useState<BotFormState>({ open: false, mode: 'create', key: 0 });
  const open = (next: Omit<BotFormState, 'open' | 'key'>) => setState((current) => ({ ...next, open: true, key: current.key + 1 }));
  return {
    state,
    createBlank: () => open({ mode: 'create' }),
    createFromTemplate: (template: BotTemplate) => open({ mode: 'create', template }),
    edit: (bot: BotView) => open({ mode: 'edit', bot }),
    setOpen: (isOpen: boolean) => setState((current) => ({ ...current, open: isOpen })),
  };
}
