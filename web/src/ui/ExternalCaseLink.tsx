import { Link } from '@radix-ui/themes';
import { ExternalLinkIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';

/** Fills `{caseId}` (and any other `{name}`) in a URL template from the server. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? encodeURIComponent(String(values[key])) : whole));
}

/**
 * spec 1 §1: every case row links out to the external case-management system in a new tab.
 * The URL template comes from the server (wired by the case issue).
 */
export function ExternalCaseLink({ urlTemplate, caseId, children, label }: { urlTemplate: string; caseId: number | string; children?: ReactNode; label?: string }) {
  return (
    <Link href={fillTemplate(urlTemplate, { caseId })} target="_blank" rel="noopener noreferrer" aria-label={label ?? `Open case ${caseId} in the case system (new tab)`}>
      {children ?? <ExternalLinkIcon />}
    </Link>
  );
}
