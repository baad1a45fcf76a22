import { useConfigProblems } from '../flows/useConfigProblems';
import { ErrorScreen } from '../screens/ErrorScreen';
import { useFlowArgs, useWidget } from '../flows/WidgetContext';

/** A screen no product brings a container for: never Main in silence, but the error screen and onError. */
export function UnknownScreen({ screen }: { screen: string }) {
  const { goToMain } = useWidget();
  useConfigProblems(useFlowArgs(), [`no product brings a container for the screen "${screen}".`]);
  return <ErrorScreen error={{ id: 'error.unknown' }} onBack={goToMain} />;
}
