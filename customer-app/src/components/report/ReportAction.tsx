import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession, type ReportTargetType } from 'shared-api';
import { Button, LinkButton, useTranslation } from 'shared-ui';
import { commonMessages } from '../../messages';

// The dialog, its words and the report call download when a signed-in visitor first opens it.
const ConnectedReportDialog = lazy(() => import('./ConnectedReportDialog'));

export interface ReportActionProps {
  target: ReportTargetType;
  targetId: number;
  /** Names what is reported for assistive technology when several Report buttons share a page (a review by bob). */
  label?: string;
}

/**
 * "Report" for a signed-in customer or store, opening the report dialog; a guest is sent to sign in
 * first (and comes back here), as marketplaces do. None for the operator, who acts on what is wrong
 * from the console rather than reporting it (the API refuses an operator's report: 403).
 */
export function ReportAction({ target, targetId, label }: ReportActionProps) {
  const { t } = useTranslation(commonMessages);
  const { isAuthenticated, isOperator, loading } = useSession();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  if (loading || isOperator) return null;
  if (!isAuthenticated) {
    return (
      <LinkButton to="/login" state={{ from: location }} variant="ghost" size="sm" aria-label={label}>
        {t('report.action')}
      </LinkButton>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('report.action')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ConnectedReportDialog open={open} onOpenChange={setOpen} target={target} targetId={targetId} />
        </Suspense>
      )}
    </>
  );
}
