import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { Select } from '../../../primitives/Select';
import { Text } from '../../../primitives/Text';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import * as common from '../../../screens/common.css';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { organizationsMessages } from '../messages';
import { switcherMessages } from '../switcher/messages';
import { isolate } from './isolate';
import { PersonText } from './PersonText';
import { roleName } from './roleName';
import type { OrganizationChoice } from './switcherTypes';

export interface OrganizationChooserProps {
  /** The person's organizations, each with their role in it. */
  organizations: readonly OrganizationChoice[];
  /** The session's active organization; null: the personal account. */
  activeId: string | null;
  /**
   * `switching`: a choice is on its way (the list is blocked); `unavailable`: the list could not be
   * read (the error says why), so there is nothing to choose. @defaultValue 'ready'
   */
  status?: 'ready' | 'switching' | 'unavailable';
  /** @defaultValue null */
  error?: ScreenError | null;
  /** The person chose another organization (null: the personal account). */
  onSwitch(organizationId: string | null): void;
  onCreate(): void;
}

// Radix Select refuses an empty value: the personal account and the organizations get their own prefixes.
const PERSONAL = 'personal';
const valueOf = (id: string | null) => (id === null ? PERSONAL : `organization:${id}`);
const idOf = (value: string) => (value === PERSONAL ? null : value.slice('organization:'.length));

/**
 * The organization switcher's screen (docs/organizations.md "The organization switcher"): the active
 * organization, the person's organizations with their role as a listbox (Radix Select: arrows,
 * type-ahead, Enter), and the way to create one.
 */
export function OrganizationChooser({ organizations, activeId, status = 'ready', error = null, onSwitch, onCreate }: OrganizationChooserProps) {
  const t = useT(organizationsMessages, switcherMessages);
  const active = organizations.find((organization) => organization.id === activeId) ?? null;
  const options = [
    { value: valueOf(null), label: t('organizations.switcher.personal') },
    ...organizations.map((organization) => ({
      value: valueOf(organization.id),
      label: t('organizations.switcher.option', { organization: isolate(organization.name), role: roleName(t, organization.role) }),
    })),
  ];
  return (
    <ScreenLayout title={t('organizations.switcher.title')}>
      <div className={common.stack}>
        {error ? <ErrorBanner error={error} /> : null}
        {status === 'unavailable' ? null : (
          <>
            {organizations.length === 0 ? (
              <Text variant="muted">{t('organizations.switcher.none')}</Text>
            ) : (
              <Select
                label={t('organizations.switcher.label')}
                options={options}
                value={valueOf(active ? active.id : null)}
                // Never disabled while switching: the trigger keeps its focus (the flow ignores a second choice).
                onValueChange={(value) => {
                  const id = idOf(value);
                  if (id !== (active?.id ?? null)) onSwitch(id);
                }}
              />
            )}
            <Text variant="muted">
              {status === 'switching' ? (
                t('organizations.switcher.switching')
              ) : active ? (
                <PersonText t={t} id="organizations.switcher.activeText" values={{ organization: active.name, role: roleName(t, active.role) }} />
              ) : (
                t('organizations.switcher.personalText')
              )}
            </Text>
            <Button variant="secondary" onClick={onCreate} disabled={status === 'switching'}>
              {t('organizations.switcher.create')}
            </Button>
          </>
        )}
      </div>
    </ScreenLayout>
  );
}
