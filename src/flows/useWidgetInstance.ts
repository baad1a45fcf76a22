/** SPEC §7: each widget instance logs sdk_instance_instantiated once. */
import { useEffect, useRef } from 'react';
import type { AuthClient } from '../client/types';
import { createEventLogger, type LogEvent } from './events';

export function useWidgetInstance({ client, log }: { client: AuthClient; log?: LogEvent }): void {
  const logged = useRef(false); // StrictMode's second effect must not log a second instance
  const latest = useRef({ client, log });
  latest.current = { client, log };
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    (latest.current.log ?? createEventLogger(latest.current.client))('sdk_instance_instantiated');
  }, []);
}
