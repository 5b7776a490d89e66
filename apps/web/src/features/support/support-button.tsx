import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { SupportDialog } from './support-dialog';

/** The dashboard's way into support: a button and the dialog it opens. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <LifeBuoy aria-hidden="true" />
        Support
      </Button>
      <SupportDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
