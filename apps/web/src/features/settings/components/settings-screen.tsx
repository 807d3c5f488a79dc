import { DEFAULT_SETTINGS_TAB, SETTINGS_TABS, type SettingsTab } from '@inroad/contracts/constants';
import { Loader, Tabs } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { BillingHistoryTab } from './billing-history-tab.tsx';
import { CurrentPlanTab } from './current-plan-tab.tsx';
import { PostingSlotsTab } from './posting-slots-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';

// Loaded when their tab is opened: most visits to settings are for the profile, and the payment form brings Stripe's
// libraries.
const PaymentMethodsTab = lazy(() =>
  import('./payment-methods-tab.tsx').then((m) => ({ default: m.PaymentMethodsTab })),
);

const TAB_LABELS: Record<SettingsTab, string> = {
  profile: 'Profile',
  'payment-methods': 'Payment Methods',
  'current-plan': 'Current Plan',
  'billing-history': 'Billing History',
  'email-templates': 'Email Templates',
  'posting-slots': 'Posting Slots',
};

function isSettingsTab(value: string | null): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab === value);
}

interface SettingsScreenProps {
  /** The e-mail templates tab, from the feature that owns the templates (the route puts it in). */
  emailTemplatesTab: ReactNode;
}

export function SettingsScreen({ emailTemplatesTab }: SettingsScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isSettingsTab(requested) ? requested : DEFAULT_SETTINGS_TAB;

  const selectTab = (value: string | null) => {
    if (!isSettingsTab(value)) return;
    setSearchParams((params) => {
      params.set('tab', value);
      return params;
    });
  };

  return (
    <>
      <PageHeader title="Settings" />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="lg">
          {SETTINGS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="payment-methods">
          <Suspense fallback={<Loader role="status" aria-label="Loading payment methods" />}>
            <PaymentMethodsTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="current-plan">
          <CurrentPlanTab />
        </Tabs.Panel>
        <Tabs.Panel value="billing-history">
          <BillingHistoryTab />
        </Tabs.Panel>
        <Tabs.Panel value="email-templates">
          <Suspense fallback={<Loader role="status" aria-label="Loading templates" />}>{emailTemplatesTab}</Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="posting-slots">
          <PostingSlotsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
