import { configure } from '@testing-library/dom';
import { PATIENT_WAIT_MS } from './patient-waits.ts';

// Testing Library's findBy* and waitFor wait as long as vi.waitFor does (see patient-waits.ts).
configure({ asyncUtilTimeout: PATIENT_WAIT_MS });
