import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterDeskChange } from '../api/desk-keys';

export type ImportPhase = 'checking' | 'applying' | null;

export interface FileImport<Report> {
  phase: ImportPhase;
  /** The answer for the inputs as they are now: a dry run's, or the applied import's. */
  report: Report | null;
  /** The refusal for the inputs as they are now. */
  error: unknown;
  /** The inputs as they are now had a dry run, not yet applied. */
  canApply: boolean;
  run: (dryRun: boolean) => void;
}

const sameInputs = <Inputs extends object>(sent: Inputs, now: Inputs) => (Object.keys(now) as (keyof Inputs)[]).every((key) => sent[key] === now[key]);

/**
 * A file's import in two steps: a dry run shows what it would change, then the same inputs are sent for real. A
 * report or a refusal belongs to the inputs it answered: another file, season or time zone needs a dry run of its
 * own before it can be applied. `inputs` is null while they are incomplete or invalid.
 */
export function useFileImport<Inputs extends { file: File }, Report extends { dryRun: boolean }>(
  send: (request: Inputs & { dryRun: boolean }) => Promise<Report>,
  inputs: Inputs | null,
  onApplied: (report: Report) => void,
): FileImport<Report> {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (report) => {
      if (report.dryRun) return;
      onApplied(report);
      await refreshAfterDeskChange(client);
    },
  });
  const sent = mutation.variables;
  const current = sent !== undefined && inputs !== null && sameInputs<Inputs>(sent, inputs);
  return {
    phase: mutation.isPending ? (sent?.dryRun ? 'checking' : 'applying') : null,
    report: current ? (mutation.data ?? null) : null,
    error: current ? mutation.error : null,
    canApply: current && !mutation.isPending && mutation.data?.dryRun === true,
    run: (dryRun) => {
      if (inputs) mutation.mutate({ ...inputs, dryRun });
    },
  };
}
