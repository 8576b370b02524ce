import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../store';
import { startMockApi, TEST_API_URL } from '../../testing';
import { useSendReport, type SendReportOptions } from '../useSendReport';

const server = startMockApi();

function renderSendReport(options: Partial<SendReportOptions> = {}) {
  const store = makeStore();
  const onSent = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook((props: { open: boolean }) => useSendReport({ target: 'product', targetId: 12, onSent, ...options, open: props.open }), {
    wrapper,
    initialProps: { open: true },
  });
  return { ...view, onSent };
}

test('sends the report of its target and says when it was taken', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${TEST_API_URL}/api/report/add`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ msg: 'Report received', report_id: 3 }, { status: 201 });
    }),
  );
  const { result, onSent } = renderSendReport();
  act(() => result.current.send({ reason: 'counterfeit', text: 'Not the real brand' }));
  await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  expect(bodies).toEqual([{ target_type: 'product', target_id: 12, reason: 'counterfeit', text: 'Not the real brand' }]);
  expect(result.current.refusal).toBeUndefined();
  expect(result.current.busy).toBe(false);
});

test('a refusal says why, and is forgotten when the dialog opens again', async () => {
  server.use(http.post(`${TEST_API_URL}/api/report/add`, () => HttpResponse.json({ msg: 'You already reported this', code: 'already_reported' }, { status: 409 })));
  const { result, rerender, onSent } = renderSendReport();
  act(() => result.current.send({ reason: 'spam', text: '' }));
  await waitFor(() => expect(result.current.refusal).toBe('already_reported'));
  expect(onSent).not.toHaveBeenCalled();

  rerender({ open: false });
  expect(result.current.refusal).toBe('already_reported');
  rerender({ open: true });
  expect(result.current.refusal).toBeUndefined();
});

test('too many reports and a gone target are told apart from a failure', async () => {
  let status = 429;
  server.use(http.post(`${TEST_API_URL}/api/report/add`, () => HttpResponse.json({ msg: 'no', code: 'x' }, { status })));
  const { result } = renderSendReport();
  act(() => result.current.send({ reason: 'spam', text: '' }));
  await waitFor(() => expect(result.current.refusal).toBe('too_many'));
  status = 404;
  act(() => result.current.send({ reason: 'spam', text: '' }));
  await waitFor(() => expect(result.current.refusal).toBe('not_found'));
  status = 500;
  act(() => result.current.send({ reason: 'spam', text: '' }));
  await waitFor(() => expect(result.current.refusal).toBe('failed'));
});
