/**
 * Login's step after a sign-in (ProductModule.afterSignIn): the passkey offer, when passkeyOffer.ts
 * says so, before the screen that says the person is signed in. Until its checks answer, a loader;
 * when they say no (or fail), the screen itself.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useFlowRuntime } from '../../../flows/runtime';
import { useT } from '../../../i18n/I18nProvider';
import { FloatingLoader } from '../../../primitives/FloatingLoader';
import { lazyView } from '../../../widget/products/lazyView';
import { useFlowArgs } from '../../../widget/WidgetContext';
import { shouldOffer } from '../flows/passkeyOffer';

const PasskeyUpgrade = lazyView<{ onDone(): void }>(() => import('./PasskeyUpgradeContainer').then((m) => m.PasskeyUpgradeContainer));

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
  const loader = <FloatingLoader label={t('common.loading')} />;
  if (step === 'done') return children;
  if (step === 'checking') return loader;
  return (
    <Suspense fallback={loader}>
      <PasskeyUpgrade onDone={() => setStep('done')} />
    </Suspense>
  );
}
