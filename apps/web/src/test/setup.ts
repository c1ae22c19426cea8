import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils calls the jest globals.
Object.assign(globalThis, { jest: vi });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
