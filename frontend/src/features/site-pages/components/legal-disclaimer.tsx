import { paths } from '@/config/paths';
import { useSite } from '@/config/site';
import { LegalPage, LegalSection, PageLink, Para } from './legal-page';

/** Legal Disclaimer (spec §2 'Static pages'). */
export function LegalDisclaimer() {
  const { brandName: brand } = useSite();
  return (
    <LegalPage title="Legal Disclaimer">
      <LegalSection title="Not a law firm">
        <Para>
          {brand} is not a law firm and is not a substitute for an attorney. We do not give legal advice, opinions or
          recommendations about your legal rights, remedies, defenses or options, and no one at {brand} reviews your
          documents.
        </Para>
      </LegalSection>
      <LegalSection title="No attorney-client relationship">
        <Para>
          Using the site, buying credits, generating documents or contacting us creates no attorney-client relationship,
          and what you send us is not protected by attorney-client privilege.
        </Para>
      </LegalSection>
      <LegalSection title="No warranty">
        <Para>
          Documents are drafted automatically for the state and industry you choose, with review notes on what was
          adapted. They are informational drafts provided &quot;as is&quot;, without any warranty that they are
          complete, current, enforceable or suited to your situation. Laws change and differ between states and
          situations: have a qualified attorney licensed in your state review a document before you rely on it.
        </Para>
      </LegalSection>
      <LegalSection title="Third-party content">
        <Para>
          Parts of a document may be drafted by a third-party AI provider, and the site may link to or embed content of
          other services. We do not control or endorse third-party content and are not responsible for it.
        </Para>
      </LegalSection>
      <LegalSection title="Limitation of liability">
        <Para>
          To the fullest extent the law allows, {brand} is not liable for any loss or damage arising from your use of
          the site or its documents, and our total liability is limited as set out in our{' '}
          <PageLink to={paths.terms.getHref()}>Terms of Service</PageLink>: at most the amount you paid us in the twelve
          months before the claim.
        </Para>
      </LegalSection>
      <LegalSection title="Your responsibility">
        <Para>
          You are responsible for the information you enter, for choosing the right document and state, for reading and
          editing what you receive, and for deciding whether and how to use it, including whether to have an attorney
          review it.
        </Para>
      </LegalSection>
    </LegalPage>
  );
}
