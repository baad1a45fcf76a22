import { useEffect, useRef } from 'react';
import { Toaster } from '../primitives/Toaster';
import { ToasterProvider, useToaster } from '../primitives/ToasterProvider';

/** A toast the widget asked for: its text, already in the widget's language. */
export interface ToastRequest {
  message: string;
  kind: 'success' | 'error';
}

export interface ToastHostProps {
  /** Every toast asked for so far, oldest first; each is shown once. */
  requests: readonly ToastRequest[];
}

/** The widget's toasts: downloaded with the first one (most sign-ins never show a toast). */
export function ToastHost({ requests }: ToastHostProps) {
  return (
    <ToasterProvider>
      <Toaster placement="viewport" />
      <ShowRequests requests={requests} />
    </ToasterProvider>
  );
}

function ShowRequests({ requests }: ToastHostProps) {
  const toaster = useToaster();
  const shown = useRef(0);
  // After the commit that mounted the live region: a region must exist before what it announces.
  useEffect(() => {
    for (const request of requests.slice(shown.current)) {
      if (request.kind === 'error') toaster.error(request.message);
      else toaster.success(request.message);
    }
    shown.current = requests.length;
  }, [requests, toaster]);
  return null;
}
