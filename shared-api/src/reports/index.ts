/**
 * 'shared-api/reports': reporting a product, a store, a review or a message. A federation share
 * key of its own (it injects an endpoint into the one api slice), loaded only with a page a
 * signed-in visitor reports from.
 */
export { reportsApi, useAddReportMutation, reportRefusal, type AddReportBody, type AddReportAnswer, type ReportRefusal } from './endpoints';
export { useSendReport, type SendReport, type SendReportOptions } from './useSendReport';
