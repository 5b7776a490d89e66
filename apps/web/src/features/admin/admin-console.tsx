import { useEffect, useState } from 'react';
import { AdminHeader } from './admin-header';
import { AdminLoadingScreen } from './admin-loading-screen';
import { AdminTabs, type AdminTab } from './admin-tabs';
import { useAdminView } from './admin-view';
import { AffiliatesPanel } from './affiliates-panel';
import { AnalyticsPanel } from './analytics-panel';
import { AuditLogPanel, type AuditUser } from './audit-log-panel';
import { BotsPanel } from './bots-panel';
import { FinancialsPanel } from './financials-panel';
import { SupportPanel } from './support-panel';
import { useAdminInitialLoad } from './use-admin-initial-load';
import { UsersPanel } from './users-panel';

/** The administrator console at `/?view=admin` (docs/product.md §14), Revenue Dashboard first. */
export function AdminConsole() {
  const [tab, setTab] = useState<AdminTab>('financials');
  const [auditUser, setAuditUser] = useState<AuditUser | null>(null);
  const { switchToApp } = useAdminView();
  const data = useAdminInitialLoad();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (data.loading) return <AdminLoadingScreen />;

  return (
    <div className="min-h-dvh bg-[radial-gradient(60%_40%_at_50%_0%,rgb(225_29_72/0.08),transparent_70%)]">
      <AdminHeader onUseApp={switchToApp} />
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <AdminTabs
          tab={tab}
          onTabChange={setTab}
          panels={{
            financials: <FinancialsPanel financials={data.financials} />,
            analytics: <AnalyticsPanel analytics={data.analytics} />,
            bots: <BotsPanel />,
            users: (
              <UsersPanel
                onViewAudit={(user) => {
                  setAuditUser(user);
                  setTab('audit');
                }}
              />
            ),
            support: <SupportPanel />,
            affiliates: <AffiliatesPanel affiliates={data.affiliates} />,
            audit: <AuditLogPanel key={auditUser?.id ?? 'all'} user={auditUser} onUserChange={setAuditUser} />,
          }}
        />
      </main>
    </div>
  );
}
