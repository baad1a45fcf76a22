import { useId } from 'react';
import { useOneTap } from '../flows/useOneTap';
import { useSocialButtons } from '../flows/useSocialButtons';
import { SocialButtons } from '../screens/SocialButtons';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

/** Main's social part: the provider buttons, with One Tap in Google's place when it is on. */
export function SocialPart() {
  const args = useFlowArgs();
  const { setLoading } = useWidget();
  const oneTap = useOneTap(args, { setLoading, parentId: useId() });
  return <SocialButtons {...useSocialButtons(args)} {...oneTap} />;
}
