// Types of @testing-library/jest-dom's matchers (registered by jest.setup-dom.ts) for tsc.
import '@testing-library/jest-dom';
