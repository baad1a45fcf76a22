import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { useTranslations } from '../../../i18n/productTranslations';
import { LoadingScreen } from '../../../screens/LoadingScreen';
import { useOrganizationSwitcher } from '../flows/useOrganizationSwitcher';
import { organizationsTranslations } from '../locales';
import { OrganizationChooser } from '../screens/OrganizationChooser';
import { switcherTranslations } from '../switcher/locales';

/** The switcher's home: the person's organizations and the active one (docs/organizations.md "The organization switcher"). */
export function SwitcherContainer() {
  const { state: widget, dispatch } = useWidget();
  const { state, switchTo } = useOrganizationSwitcher(useFlowArgs());
  // Drawn again when its words in the language in use arrive: its own, and the role names the invitation's chunk holds.
  useTranslations(organizationsTranslations);
  useTranslations(switcherTranslations);
  // What the create screen left is answered by the next choice.
  const choose = (organizationId: string | null) => {
    dispatch({ type: 'clear_error_descriptor' });
    switchTo(organizationId);
  };
  const create = () => {
    dispatch({ type: 'clear_error_descriptor' });
    dispatch({ type: 'transition', screen: 'OrganizationCreate' });
  };
  switch (state.step) {
    case 'loading':
      return <LoadingScreen />;
    case 'unavailable':
      return <OrganizationChooser organizations={[]} activeId={null} status="unavailable" error={state.error} onSwitch={choose} onCreate={create} />;
    case 'ready':
      return (
        <OrganizationChooser
          organizations={state.organizations}
          activeId={state.activeId}
          status={state.switching ? 'switching' : 'ready'}
          // Its own error, else what the create screen left (the new organization could not be made active).
          error={state.error ?? widget.formState.errorDescriptor}
          onSwitch={choose}
          onCreate={create}
        />
      );
  }
}
