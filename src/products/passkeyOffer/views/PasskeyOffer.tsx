/**
 * Login's step after a sign-in (ProductModule.afterSignIn): the passkey offer, when shouldOffer.ts
 * says so, before the screen that says the person is signed in. Until its checks answer, a loader;
 * when they say no (or fail), the screen itself. Its own chunk, with the offer's screen: it
 * downloads only after a sign-in that passed the checks needing no call.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useFlowRuntime } from '../../../flows/runtime';
import { useT } from '../../../i18n/I18nProvider';
import { FloatingLoader } from '../../../primitives/FloatingLoader';
import { useFlowArgs } from '../../../flows/WidgetContext';
import { shouldOffer } from '../flows/shouldOffer';
import { PasskeyUpgradeContainer } from './PasskeyUpgradeContainer';

export function PasskeyOffer({ children }: { children: ReactNode }) {
  const runtime = useFlowRuntime(useFlowArgs());
  const t = useT();
  const [step, setStep] = useState<'checking' | 'offer' | 'done'>('checking');
  useEffect(() => {
    let current = true;
    shouldOffer(runtime.args.client).then(
      (offer) => {
        if (!current) return;
        if (offer) runtime.emit({ type: 'PasskeyUpgradeOffered', data: {} });
        setStep(offer ? 'offer' : 'done');
      },
      () => current && setStep('done'),
    );
    return () => {
      current = false;
    };
  }, [runtime]);
  if (step === 'done') return children;
  if (step === 'checking') return <FloatingLoader label={t('common.loading')} />;
  return <PasskeyUpgradeContainer onDone={() => setStep('done')} />;
}
