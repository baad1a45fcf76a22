import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';

export interface CryptoWaitingProps {
  title: string;
  /** What to do in the wallet meanwhile. */
  text: string;
  onBack(): void;
}

/** CryptoConnect and CryptoSignMessage: the wallet has the next move; the widget waits for it. */
export function CryptoWaiting({ title, text, onBack }: CryptoWaitingProps) {
  return (
    <ScreenLayout title={title} onBack={onBack}>
      <div className={common.centeredRow}>
        <Spinner size="large" />
      </div>
      <Text className={common.centeredText}>{text}</Text>
    </ScreenLayout>
  );
}
