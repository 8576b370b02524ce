/**
 * The report dialog, for both remotes (a product, a store, a review, a chat message). Imported as
 * 'shared-ui/report' (not from the package index), so it downloads when a visitor first opens it;
 * it takes the package's other parts from 'shared-ui', the shared singleton.
 */
export {
  ReportDialog,
  REPORT_DIALOG_REASONS,
  REPORT_TEXT_MAX,
  type ReportDialogProps,
  type ReportDialogReason,
  type ReportDialogTarget,
  type ReportRefusal,
} from './ReportDialog';
export { useReportThanks } from './useReportThanks';
