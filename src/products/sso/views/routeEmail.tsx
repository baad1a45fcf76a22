import { useState } from 'react';
import type { EmailRouter } from '../../../flows/products';
import type { FlowRuntime } from '../../../flows/runtime';
import { useTranslations } from '../../../i18n/productTranslations';
import { routeToOrganization, type OrganizationRoute } from '../flows/routeEmail';
import { ssoTranslations } from '../locales';
import { EmailOffer } from '../screens/EmailOffer';

/** Joins the organization's route to Main's email form: straight there, an offer beside the form, or the form's own way. */
export const routeEmail: EmailRouter = async (runtime, address, send, offer) => {
  const route = await routeToOrganization(runtime, address);
  if (!route) return send(runtime, address);
  if (route.required) return route.go();
  offer(<Offer route={route} runtime={runtime} />);
};

/** The offer while it goes: busy until the page leaves; a start that fails says so on Main and can be taken again. */
function Offer({ route, runtime }: { route: OrganizationRoute; runtime: FlowRuntime }) {
  const [going, setGoing] = useState(false);
  useTranslations(ssoTranslations); // drawn again when its words in the language in use arrive
  const accept = () => {
    setGoing(true);
    route.go().catch((error: unknown) => {
      setGoing(false);
      runtime.args.dispatch({ type: 'set_error_descriptor', errorDescriptor: runtime.fail(error) });
    });
  };
  return <EmailOffer organization={route.organization} onAccept={accept} submitting={going} />;
}
