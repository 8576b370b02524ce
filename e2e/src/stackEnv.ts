/**
 * Where the servers of this run are: global setup publishes them in the environment, which the
 * test workers inherit.
 */
export interface StackEnv {
  apiUrl: string;
  shellUrl: string;
  customerUrl: string;
  sellerUrl: string;
  operatorUrl: string;
  /** The operator account made for the run (its password is apiClient's PASSWORD). */
  operatorName: string;
  /** A port reserved for tests that serve a shell of their own (its origin is allowed by the API). */
  spareShellPort: number;
  dataDir: string;
}

const KEYS = {
  apiUrl: 'E2E_API_URL',
  shellUrl: 'E2E_SHELL_URL',
  customerUrl: 'E2E_CUSTOMER_URL',
  sellerUrl: 'E2E_SELLER_URL',
  operatorUrl: 'E2E_OPERATOR_URL',
  operatorName: 'E2E_OPERATOR_NAME',
  spareShellPort: 'E2E_SPARE_SHELL_PORT',
  dataDir: 'E2E_DATA_DIR',
} as const;

export function publishStackEnv(env: StackEnv): void {
  for (const [field, key] of Object.entries(KEYS)) {
    process.env[key] = String(env[field as keyof StackEnv]);
  }
}

export function readStackEnv(): StackEnv {
  const value = (key: string) => {
    const raw = process.env[key];
    if (!raw) throw new Error(`${key} is not set: the servers are started by e2e/src/globalSetup.ts (run the tests with \`npm run test:e2e\`).`);
    return raw;
  };
  return {
    apiUrl: value(KEYS.apiUrl),
    shellUrl: value(KEYS.shellUrl),
    customerUrl: value(KEYS.customerUrl),
    sellerUrl: value(KEYS.sellerUrl),
    operatorUrl: value(KEYS.operatorUrl),
    operatorName: value(KEYS.operatorName),
    spareShellPort: Number(value(KEYS.spareShellPort)),
    dataDir: value(KEYS.dataDir),
  };
}
