import { EXPORT_FORMATS, type ExportFormat } from '@fanline/core';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { DropdownMenuItem } from '../../ui/dropdown-menu';
import { downloadExport, type ExportTarget } from './export-download';

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON' };

async function exportAs(target: ExportTarget, format: ExportFormat) {
  const id = toast.loading('Preparing your export…');
  try {
    await downloadExport(target, format);
    toast.success('Export downloaded', { id });
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'Export failed. Please try again.', { id });
  }
}

/** "<label> (CSV)" and "(JSON)" items of a dropdown menu, each downloading the export. */
export function ExportMenuItems({ target, label }: { target: ExportTarget; label: string }) {
  return EXPORT_FORMATS.map((format) => (
    <DropdownMenuItem key={format} onSelect={() => void exportAs(target, format)}>
      <FileDown aria-hidden="true" />
      {label} ({FORMAT_NAMES[format]})
    </DropdownMenuItem>
  ));
}
