import { lazy, Suspense, useState } from 'react';
import { Button, useTranslation } from 'shared-ui';
import { chatMessages } from '../messages';

// The dialog, its words and the report call download when the store first opens it.
const ReportMessageDialog = lazy(() => import('./ReportMessageDialog'));

/** "Report" beside a customer's message, opening the report dialog. */
export function ReportMessageAction({ messageId, username }: { messageId: number; username: string }) {
  const { t } = useTranslation(chatMessages);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('report.label', { username })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('report.action')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportMessageDialog open={open} onOpenChange={setOpen} messageId={messageId} />
        </Suspense>
      )}
    </>
  );
}
