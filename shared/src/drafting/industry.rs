//! Industry profiles as data: what confidential information typically looks like in the industry, the law it
//! brings in, and the clause or notice each document type adds.
//!
//! Templates use `{owner}` (the business's role), `{other}` (the other party's role), `{purpose}` and `{doc}`;
//! see [`super::clauses::Roles::fill`].

use super::rules::federal::{self, FederalLaw};
use crate::domain::Industry;

pub(crate) struct IndustryProfile {
    pub industry: Industry,
    /// Extra examples of confidential information, as a list phrase.
    pub examples: &'static str,
    pub law: Option<(FederalLaw, &'static str)>,
    /// A clause for agreements with an outside party (NDA, freelance, other): heading and paragraphs.
    pub counterparty_clause: Option<(&'static str, &'static [&'static str])>,
    /// A paragraph for an employee's confidentiality duties.
    pub workforce: Option<&'static str>,
    /// A paragraph for the privacy policy.
    pub privacy: Option<&'static str>,
    /// A paragraph for the terms of service (a disclaimer suited to the industry).
    pub terms: Option<&'static str>,
    /// What an attorney should check for the industry.
    pub review: Option<&'static str>,
    /// Whether the industry's services commonly reach children under 13 (COPPA, student-privacy laws).
    pub reaches_children: bool,
}

const NONE: IndustryProfile = IndustryProfile {
    industry: Industry::Other,
    examples: "",
    law: None,
    counterparty_clause: None,
    workforce: None,
    privacy: None,
    terms: None,
    review: None,
    reaches_children: false,
};

pub(crate) static INDUSTRY_PROFILES: &[IndustryProfile] = &[
    IndustryProfile {
        industry: Industry::Technology,
        examples: "source code and object code, algorithms and models, APIs and system architecture, security information and product roadmaps",
        counterparty_clause: Some(("Systems and Security Information", &[
            "If the {other} is given access to the {owner}'s systems, software, accounts or credentials, the {other} will use that access only for {purpose}, keep all credentials secret, and not probe, scan or test the security of those systems without the {owner}'s written permission. The {other} will report any suspected vulnerability or compromise to the {owner} promptly.",
        ])),
        workforce: Some("The Employee will follow the Company's information security policies, keep credentials secret, and not test or bypass the security of any system without authorization."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Healthcare,
        examples: "patient and clinical information, treatment protocols, payer contracts and reimbursement data",
        law: Some((federal::HIPAA, "the business is in healthcare and may hold protected health information (PHI)")),
        counterparty_clause: Some(("Protected Health Information", &[
            "This {doc} is not a business associate agreement. The {owner} will not disclose protected health information, as defined in 45 C.F.R. § 160.103, to the {other} unless the parties have first signed a business associate agreement that meets 45 C.F.R. §§ 164.502(e) and 164.504(e) or the disclosure is otherwise permitted by HIPAA. Any protected health information the {other} receives is also Confidential Information, and the {other} will use and safeguard it only as HIPAA and any such agreement allow.",
        ])),
        workforce: Some("The Employee will comply with the Company's HIPAA privacy and security policies, complete required training, and access protected health information only to the minimum extent the Employee's job requires."),
        privacy: Some("If we act as a covered entity or business associate under HIPAA, protected health information is governed by HIPAA and, for covered entities, our Notice of Privacy Practices, which control where they differ from this Privacy Policy. Health-related information that HIPAA does not cover is handled under this Privacy Policy and any state consumer health data law that applies."),
        terms: Some("The Services do not provide medical advice, diagnosis or treatment and do not create a provider-patient relationship. Always seek the advice of a qualified health professional. In an emergency, call 911."),
        review: Some("Healthcare: if the business is a HIPAA covered entity or business associate, a business associate agreement and a Notice of Privacy Practices are separate documents; state consumer health data laws (for example Washington's My Health My Data Act, Rev. Code Wash. ch. 19.373) may cover health information outside HIPAA."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::FinancialServices,
        examples: "account, transaction and credit information, trading strategies, pricing models and risk data",
        law: Some((federal::GLBA, "the business is in financial services and may hold consumers' nonpublic personal information")),
        counterparty_clause: Some(("Nonpublic Personal Information", &[
            "Confidential Information includes any nonpublic personal information about consumers or customers, as defined under the Gramm-Leach-Bliley Act (15 U.S.C. § 6809) and its implementing rules, that the {other} receives from the {owner}. The {other} will use and disclose that information only to carry out {purpose} and as permitted by 15 U.S.C. § 6802 and the limits on reuse and redisclosure in 12 C.F.R. § 1016.11, and will protect it with administrative, technical and physical safeguards that meet the FTC Safeguards Rule (16 C.F.R. Part 314) or any stricter standard that applies to the {owner}.",
        ])),
        workforce: Some("The Employee will handle customers' nonpublic personal information only as the Company's written information security program allows."),
        privacy: Some("If we are a financial institution under the Gramm-Leach-Bliley Act, nonpublic personal information about our consumer customers is also covered by our separate GLBA privacy notice, which controls where it differs from this Privacy Policy."),
        terms: Some("Information provided through the Services is general information only. It is not investment, tax, legal or financial advice unless we agree to provide such advice in a separate written agreement."),
        review: Some("Financial services: confirm whether the business is a 'financial institution' under the Gramm-Leach-Bliley Act and whether securities, lending, insurance or money-transmission rules apply."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Education,
        examples: "student records, curricula and assessments, enrollment and financial aid data",
        law: Some((federal::FERPA, "the business is in education and may receive education records")),
        counterparty_clause: Some(("Student Records", &[
            "If the {other} receives personally identifiable information from education records, the {other} will use it only for {purpose}, will not re-disclose it except as the Family Educational Rights and Privacy Act (20 U.S.C. § 1232g; 34 C.F.R. Part 99) allows, and will follow any state student-privacy law that applies.",
        ])),
        workforce: Some("The Employee will keep student education records confidential as the Family Educational Rights and Privacy Act and the Company's policies require."),
        privacy: Some("When we provide services to schools, student information is handled as our agreement with the school, the Family Educational Rights and Privacy Act and applicable state student-privacy laws require."),
        review: Some("Education: many states regulate education-technology vendors (for example California's Student Online Personal Information Protection Act, Cal. Bus. & Prof. Code § 22584); confirm which apply and whether the Services are directed to children under 13 (COPPA)."),
        reaches_children: true,
        ..NONE
    },
    IndustryProfile {
        industry: Industry::RealEstate,
        examples: "listings before publication, offers and negotiating positions, client financial information, and property and tenant data",
        terms: Some("Information about properties is provided for general information only and is not a substitute for an inspection, appraisal, survey or professional advice."),
        review: Some("Real estate: confirm the document fits the state's real estate licensing, disclosure and fair housing rules."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Construction,
        examples: "bids and estimates, plans, drawings and specifications, subcontractor and supplier pricing, and site security information",
        review: Some("Construction: state contractor licensing, mechanics' lien and prompt-payment laws may apply to the work and are not addressed by this document."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Manufacturing,
        examples: "formulas and processes, tooling and specifications, supplier and cost data, and quality data",
        law: Some((federal::EXPORT_CONTROLS, "manufacturing technical data may be subject to U.S. export controls")),
        counterparty_clause: Some(("Export-Controlled Technical Data", &[
            "The {other} will not export, re-export or transfer any technical data received under this {doc} except in compliance with U.S. export control laws, including the Export Administration Regulations and, where they apply, the International Traffic in Arms Regulations. The {owner} will tell the {other} in writing of any technical data it knows to be export-controlled.",
        ])),
        review: Some("Manufacturing: confirm whether any technical data is export-controlled (EAR or ITAR classification)."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Retail,
        examples: "customer lists and purchase data, pricing and promotions, supplier terms and merchandising plans",
        review: Some("Retail: if payment card data is handled, the Payment Card Industry Data Security Standard applies by contract; state auto-renewal and gift card laws may affect consumer terms."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Hospitality,
        examples: "guest information and preferences, reservation and revenue data, and supplier and event contracts",
        review: Some("Hospitality: if payment card data is handled, the Payment Card Industry Data Security Standard applies by contract; confirm state and local rules on guest data and fees."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Transportation,
        examples: "routes, rates and shipper data, fleet and safety information, and logistics systems",
        review: Some("Transportation: federal motor carrier, aviation or hazardous-materials rules may apply to the operations involved."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Energy,
        examples: "infrastructure and grid information, resource and reserve data, and trading positions",
        law: Some((federal::CEII, "energy businesses may handle critical energy infrastructure information")),
        counterparty_clause: Some(("Critical Infrastructure Information", &[
            "Information about the location, design, operation or vulnerabilities of energy infrastructure is Confidential Information. The {other} will handle any information designated as Critical Energy/Electric Infrastructure Information under 18 C.F.R. § 388.113 as those rules and any related non-disclosure agreement require.",
        ])),
        review: Some("Energy: confirm whether any information is designated critical energy infrastructure information or is subject to NERC security standards."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::MediaEntertainment,
        examples: "unreleased content, scripts, treatments and formats, talent and distribution terms, and audience data",
        counterparty_clause: Some(("Unreleased Content", &[
            "The {other} will not copy, record, publish or post any unreleased content, script, footage, artwork or format it receives from the {owner}, in whole or in part, and will not use it to develop material of its own.",
        ])),
        terms: Some("Content available through the Services reflects the views of its creators and is provided for entertainment and general information only."),
        review: Some("Media and entertainment: consider idea-submission, talent release and rights-clearance terms, which this document does not cover."),
        reaches_children: true,
        ..NONE
    },
    IndustryProfile {
        industry: Industry::Agriculture,
        examples: "crop, yield and farm data, seed and breeding information, and supplier and buyer terms",
        review: Some("Agriculture: confirm any farm-data, cooperative or commodity-program rules that apply."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::FoodBeverage,
        examples: "recipes and formulations, production processes, supplier lists and costs, and product plans",
        review: Some("Food and beverage: food safety and labeling rules (FDA, USDA and state) are outside this document."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::ProfessionalServices,
        examples: "client files and engagement details, work product, methodologies and fee arrangements",
        counterparty_clause: Some(("Client Information", &[
            "Confidential Information includes information about the {owner}'s clients and their matters. Nothing in this {doc} waives any attorney-client privilege, accountant-client privilege or professional duty of confidentiality that protects that information.",
        ])),
        workforce: Some("The Employee will protect client information as the professional rules that govern the Company's work require, in addition to this Agreement."),
        review: Some("Professional services: confirm professional-conduct rules (for example for lawyers, accountants or engineers) on confidentiality and client consent."),
        ..NONE
    },
    IndustryProfile {
        industry: Industry::NonProfit,
        examples: "donor and member information, grant applications, beneficiary data and strategic plans",
        review: Some("Non-profit: donor information may be subject to state charitable-solicitation rules and donor privacy commitments."),
        ..NONE
    },
];

pub(crate) fn profile(industry: Industry) -> Option<&'static IndustryProfile> {
    INDUSTRY_PROFILES.iter().find(|p| p.industry == industry)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_industry_but_other_has_a_profile_with_examples() {
        for industry in Industry::ALL {
            match profile(*industry) {
                Some(p) => assert!(!p.examples.is_empty(), "{industry}"),
                None => assert_eq!(*industry, Industry::Other),
            }
        }
    }
}
