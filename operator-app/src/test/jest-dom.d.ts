// jest-dom's matchers (toBeInTheDocument, toHaveValue, ...) for the type checker; jest.setup-dom.ts installs them.
import '@testing-library/jest-dom';
