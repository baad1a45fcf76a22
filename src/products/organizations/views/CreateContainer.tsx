import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { useTranslations } from '../../../i18n/productTranslations';
import { useCreateOrganization } from '../flows/useCreateOrganization';
import { OrganizationCreate } from '../screens/OrganizationCreate';
import { switcherTranslations } from '../switcher/locales';

/** Creating an organization; once it exists the switcher shows again, the new one active. */
export function CreateContainer() {
  const { dispatch, goToMain, home } = useWidget();
  const { state, change, submit } = useCreateOrganization(useFlowArgs(), (problem) => {
    if (!problem) return goToMain();
    dispatch({ type: 'transition', screen: home });
    dispatch({ type: 'set_error_descriptor', errorDescriptor: problem });
  });
  useTranslations(switcherTranslations); // drawn again when its words in the language in use arrive
  return (
    <OrganizationCreate
      values={state.values}
      errors={state.errors}
      error={state.error}
      status={state.status}
      onValuesChange={change}
      onSubmit={submit}
      onBack={goToMain}
    />
  );
}
