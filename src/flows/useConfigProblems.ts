/** A config the widget cannot honour fails loudly: a console error and onError, once per problem. */
import { useEffect, useRef } from 'react';
import { useFlowRuntime, type FlowArgs } from './runtime';

export function useConfigProblems(args: FlowArgs, problems: readonly string[]): void {
  const runtime = useFlowRuntime(args);
  const reported = useRef(new Set<string>()); // StrictMode and re-renders must not repeat one
  const key = problems.join('\n');
  useEffect(() => {
    for (const problem of problems) {
      if (reported.current.has(problem)) continue;
      reported.current.add(problem);
      console.error(`[portico] ${problem}`);
      runtime.fail(new Error(problem));
    }
  }, [key, runtime]); // `key` stands for the list: a new array with the same problems is no change
}
