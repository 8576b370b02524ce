/** A signed-in customer's or store's report of a product, a store, a review or a chat message. */
import { api, type ReportReason, type ReportTargetType } from 'shared-api';

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
