import { LayoutTemplate } from 'lucide-react';
import { EmptyState } from './empty-state';
import { PanelHeading } from './panel-heading';

export function TemplatesPanel() {
  return (
    <>
      <PanelHeading title="Templates" />
      <EmptyState icon={LayoutTemplate} title="Templates are on the way">
        <p>
          Fifteen ready-made personalities, from companion and VIP experience to sales closer and event host, will
          appear here so you can start a bot from a proven recipe and make it your own.
        </p>
      </EmptyState>
    </>
  );
}
