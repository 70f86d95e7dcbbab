/** What the local server's `site-config` answers with no settings (server test `site.rs` checks the same shape). */
export const LOCAL_SITE_CONFIG = {
  brandName: 'LegalDraft',
  supportEmail: 'support@legaldraft.example',
  termsEffectiveDate: '2025-05-03',
  privacyEffectiveDate: '2025-05-03',
  drafter: 'clause-library',
} as const;
