import { VOICE_CLONE_NEEDS_PLAN } from '@fanline/core';
import { ArrowRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';

/** For a creator whose plan has no cloning: what it needs, and where the plans are. */
export function VoiceCloneLocked() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-400/[0.06] p-4 ring-1 ring-inset ring-amber-400/20">
      <p className="flex min-w-0 items-start gap-2.5 text-sm text-amber-100">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
        <span>{VOICE_CLONE_NEEDS_PLAN}.</span>
      </p>
      <Button asChild size="sm" variant="secondary">
        <Link to="/pricing">
          See plans
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
