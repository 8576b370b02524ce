/** Reading the environment through its schema: the one way every variable is parsed. */
import { ConfigError, loadConfig } from '../config';
import { documentedDefault, ENVIRONMENT, readEnvironment, VARIABLES } from '../environment';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('the environment schema', () => {
  it('trims values; empty or blank is unset', () => {
    const read = readEnvironment({ PORT: ' 8080 ', HOST: '   ', REDIS_KEY_PREFIX: '' });
    expect(read.get('PORT')).toBe(8080);
    expect(read.get('HOST')).toBe('0.0.0.0');
    expect(read.isSet('HOST')).toBe(false);
    expect(read.get('REDIS_KEY_PREFIX')).toBe('marketplace:');
    expect(read.problems).toEqual([]);
  });

  it('whole numbers are digits only: no fractions, exponents or signs', () => {
    for (const text of ['1.5', '1e3', '-1', '0x10', 'ten']) {
      expect(problemsOf({ PORT: text })).toEqual([`PORT must be a whole number from 1 to 65535, got "${text}"`]);
    }
  });

  it('switches read 1 / true / yes / on and 0 / false / no / off, in any case', () => {
    expect(readEnvironment({ SEED_DEMO: 'YES' }).get('SEED_DEMO')).toBe(true);
    expect(readEnvironment({ SEED_DEMO: 'Off' }).get('SEED_DEMO')).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'OFF' }).trustProxy).toBe(false);
    expect(problemsOf({ TRUST_PROXY: 'Yes' })).toEqual([expect.stringMatching(/^TRUST_PROXY must name the proxies/)]);
  });

  it('a secret is taken as given and never repeated in a message', () => {
    const secret = ` ${'s'.repeat(32)} `;
    expect(loadConfig({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
    const problems = problemsOf({ JWT_SECRET: 'hunter2', DATABASE_URL: 'mysql://root:hunter2@db', REDIS_URL: 'http://:hunter2@cache' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).not.toMatch(/hunter2/);
  });

  it('a list names each wrong entry; an origin\'s trailing slash is dropped', () => {
    expect(problemsOf({ CORS_ORIGINS: 'x, https://ok.example.com, y' })).toEqual([
      'CORS_ORIGINS must be a comma-separated list of origins such as https://shop.example.com, got "x"',
      'CORS_ORIGINS must be a comma-separated list of origins such as https://shop.example.com, got "y"',
    ]);
    expect(loadConfig({ CORS_ORIGINS: 'https://shop.example.com/' }).corsOrigins).toEqual(['https://shop.example.com']);
  });

  it('a default worked out from other variables is checked like a given value (S3_REGION from AWS_REGION)', () => {
    expect(problemsOf({ S3_BUCKET: 'pictures', AWS_REGION: 'Not A Region' })).toEqual(['S3_REGION must be a region name such as eu-west-1, got "Not A Region"']);
    expect(loadConfig({ AWS_REGION: 'Not A Region' }).storage).toEqual({ driver: 'local' });
  });

  it('every variable has a description and a documented default', () => {
    for (const name of VARIABLES) {
      expect([name, (ENVIRONMENT.properties[name] as { description?: string }).description]).toEqual([name, expect.stringMatching(/\w/)]);
      expect([name, documentedDefault(name)]).toEqual([name, expect.stringMatching(/\w/)]);
    }
  });
});
