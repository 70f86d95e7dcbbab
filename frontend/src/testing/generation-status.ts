import type { GenerationStatus } from '@/types/api';

/** A generation-status answer as the server sends it mid-draft, with the fields a test cares about overridden. */
export function generationStatus(overrides: Partial<GenerationStatus> = {}): GenerationStatus {
  return {
    jobId: 'job-1',
    status: 'running',
    stage: 'drafting',
    progress: 50,
    message: 'Drafting your document',
    stageSeconds: 0,
    provider: 'offline',
    usedFallback: false,
    error: null,
    fileName: null,
    reviewNotes: [],
    creditsRemaining: 5,
    version: 1,
    parentJobId: null,
    hasRedline: false,
    changes: [],
    ...overrides,
  };
}
