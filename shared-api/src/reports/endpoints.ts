/** A signed-in customer's or store's report of a product, a store, a review or a chat message. */
import { api, errorStatus, type ReportReason, type ReportTargetType } from 'shared-api';

export type AddReportBody = { target_type: ReportTargetType; target_id: number; reason: ReportReason; text: string };
export type AddReportAnswer = { msg: string; report_id: number };

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 409 `already_reported` while the caller's report of that target is open; 429 beyond the hourly limit. */
    addReport: build.mutation<AddReportAnswer, AddReportBody>({
      query: (body) => ({ url: '/api/report/add', method: 'POST', body }),
    }),
  }),
});

export const { useAddReportMutation } = reportsApi;

/** Why a report was not taken, from the failed call: the words the report dialog has for each. */
export type ReportRefusal = 'already_reported' | 'too_many' | 'not_found' | 'failed';

export function reportRefusal(error: unknown): ReportRefusal {
  const status = errorStatus(error);
  if (status === 409) return 'already_reported';
  if (status === 429) return 'too_many';
  if (status === 404) return 'not_found';
  return 'failed';
}
