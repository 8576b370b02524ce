/** A readable message from a failed call: the server's `{msg}` when present, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'msg' in data) {
      const msg = (data as { msg: unknown }).msg;
      if (typeof msg === 'string' && msg.trim()) return msg;
    }
  }
  return fallback;
}

/** The HTTP status of a failed call, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/** The stable `code` of a failed call's answer (api-server/src/schemas/error-codes.ts), if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'code' in data) {
      const code = (data as { code: unknown }).code;
      if (typeof code === 'string') return code;
    }
  }
  return undefined;
}
