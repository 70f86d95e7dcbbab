//! The 'Other (Beta)' catalog: names are read for their meaning (a table of names and traps), every custom kind is
//! drafted with every essential term it lists, in several states, on both sides, with and without the special
//! clauses and mutual confidentiality, and reads as one consistent text; docs/custom-kinds.md is the catalog.

use super::consistency;
use super::custom_kinds::{self, Refusal, Resolved};
use super::library::Library;
use super::{custom_kind, custom_type_refusal, plan, DraftDocument};
use crate::domain::details::Mutuality;
use crate::domain::document_data::CustomDocument;
use crate::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use std::collections::BTreeMap;

fn id(resolved: &Resolved) -> String {
    match resolved {
        Resolved::Kind(kind) => kind.name.to_string(),
        Resolved::Route(route) => route.id.clone(),
        Resolved::Unsupported(Refusal::Entry(entry)) => entry.id.clone(),
        Resolved::Unsupported(Refusal::Unknown) => "unknown".into(),
        Resolved::Notice(notice) => notice.id.clone(),
    }
}

fn resolved(name: &str, description: &str) -> String {
    id(&custom_kinds::resolve(Library::embedded(), name, description))
}

#[test]
fn names_are_matched_to_a_kind_by_their_meaning() {
    let table: &[(&str, &str)] = &[
        // The fifteen suggested types of spec §3 and their common variants.
        ("Service Agreement", "custom/service"),
        ("Services Agreement", "custom/service"),
        ("Master Services Agreement", "custom/service"),
        ("MSA", "custom/service"),
        ("Website Design Agreement", "custom/service"),
        ("Cleaning Services Contract", "custom/service"),
        ("Software Development Agreement", "custom/service"),
        ("Statement of Work", "custom/service"),
        ("Consulting Agreement", "custom/consulting"),
        ("Consultant Agreement", "custom/consulting"),
        ("Consulting Services Agreement", "custom/consulting"),
        ("Advisory Agreement", "custom/consulting"),
        ("Partnership Agreement", "custom/partnership"),
        ("General Partnership Agreement", "custom/partnership"),
        ("Partners Agreement", "custom/partnership"),
        ("Operating Agreement", "custom/operating"),
        ("LLC Operating Agreement", "custom/operating"),
        ("Limited Liability Company Agreement", "custom/operating"),
        ("Opperating Agreement", "custom/operating"),
        ("Sales Agreement", "custom/sales"),
        ("Sales Contract", "custom/sales"),
        ("Agreement for the Sale of Goods", "custom/sales"),
        ("Supply Agreement", "custom/sales"),
        ("Purchase Agreement", "custom/sales"),
        ("Lease Agreement", "custom/lease"),
        ("Commercial Lease", "custom/lease"),
        ("Office Lease", "custom/lease"),
        ("Retail Space Lease", "custom/lease"),
        ("Rental Agreement", "custom/lease"),
        ("License Agreement", "custom/license"),
        ("Licence Agreement", "custom/license"),
        ("Licensing Agreement", "custom/license"),
        ("Trademark License Agreement", "custom/license"),
        ("Royalty Agreement", "custom/license"),
        ("Vendor Agreement", "custom/vendor"),
        ("Supplier Agreement", "custom/vendor"),
        ("Vendor Services Agreement", "custom/vendor"),
        ("Subcontractor Agreement", "custom/subcontractor"),
        ("Sub-Contractor Agreement", "custom/subcontractor"),
        ("Sub Contractor Agreement", "custom/subcontractor"),
        ("Construction Subcontractor Agreement", "custom/subcontractor"),
        ("Shareholder Agreement", "custom/shareholder"),
        ("Shareholders' Agreement", "custom/shareholder"),
        ("Share Holder Agreement", "custom/shareholder"),
        ("Stockholders Agreement", "custom/shareholder"),
        ("Buy-Sell Agreement", "custom/shareholder"),
        ("Asset Purchase Agreement", "custom/asset-purchase"),
        ("Asset Sale Agreement", "custom/asset-purchase"),
        ("Business Purchase Agreement", "custom/asset-purchase"),
        ("Agreement for the Purchase of Assets", "custom/asset-purchase"),
        ("Software License Agreement", "custom/software-license"),
        ("Software Licence", "custom/software-license"),
        ("End User License Agreement", "custom/software-license"),
        ("EULA", "custom/software-license"),
        ("Distribution Agreement", "custom/distribution"),
        ("Distributor Agreement", "custom/distribution"),
        ("Reseller Agreement", "custom/distribution"),
        ("Exclusive Distribution Agreement", "custom/distribution"),
        ("Joint Venture Agreement", "custom/joint-venture"),
        ("Joint-Venture Agreement", "custom/joint-venture"),
        ("JV Agreement", "custom/joint-venture"),
        ("Independent Contractor Agreement", "custom/independent-contractor"),
        ("Independant Contractor Agreement", "custom/independent-contractor"),
        ("Contractor Agreement", "custom/independent-contractor"),
        ("Freelance Contract", "custom/independent-contractor"),
        ("1099 Contractor Agreement", "custom/independent-contractor"),
        // The regulated data agreements of issue 23, drafted with their required terms.
        ("Data Processing Addendum", "custom/data-processing"),
        ("Data Processing Agreement", "custom/data-processing"),
        ("DPA", "custom/data-processing"),
        ("GDPR Data Processing Agreement", "custom/data-processing"),
        ("Data Protection Addendum", "custom/data-processing"),
        ("Data Privacy Addendum", "custom/data-processing"),
        ("Data Privacy Agreement", "custom/data-processing"),
        ("Data Processor Agreement", "custom/data-processing"),
        ("GDPR Addendum", "custom/data-processing"),
        ("CCPA Service Provider Addendum", "custom/data-processing"),
        ("Vendor Data Processing Agreement", "custom/data-processing"),
        ("Business Associate Agreement", "custom/business-associate"),
        ("HIPAA Business Associate Agreement", "custom/business-associate"),
        ("BAA", "custom/business-associate"),
        ("HIPAA BAA", "custom/business-associate"),
        ("Business Associate Addendum", "custom/business-associate"),
        ("HIPAA Agreement", "custom/business-associate"),
        ("Subcontractor Business Associate Agreement", "custom/business-associate"),
        // Look-alikes that are not data agreements.
        ("Data Processing Services Agreement", "custom/service"),
        ("Payment Processor Agreement", "unknown"),
        // The separation agreement the issue names.
        ("Separation Agreement", "custom/separation"),
        ("Severance Agreement", "custom/separation"),
        ("Separation and Release Agreement", "custom/separation"),
        ("Employee Separation Agreement", "custom/separation"),
        // The product's own types, typed as a name.
        ("NDA", "nda"),
        ("Non-Disclosure Agreement", "nda"),
        ("Non Disclosure Agreement", "nda"),
        ("Nondisclosure Agreement", "nda"),
        ("Mutual NDA", "nda"),
        ("Mutual Non-Disclosure Agreement", "nda"),
        ("Confidentiality Agreement", "nda"),
        ("Employment Contract", "employment"),
        ("Employment Agreement", "employment"),
        ("Offer Letter", "employment"),
        ("Privacy Policy", "privacy-policy"),
        ("Terms and Conditions", "terms-of-service"),
        // Traps: what the offline engine does not draft.
        ("Non-Compete Agreement", "non-compete"),
        ("Noncompete Agreement", "non-compete"),
        ("Non-Solicitation Agreement", "non-compete"),
        ("Promissory Note", "promissory-note"),
        ("Loan Agreement", "loan"),
        ("Last Will", "will"),
        ("Last Will and Testament", "will"),
        ("Power of Attorney", "power-of-attorney"),
        ("Prenuptial Agreement", "marital"),
        ("Residential Lease", "residential-lease"),
        ("Apartment Lease", "residential-lease"),
        ("Equipment Lease", "equipment-lease"),
        ("Sublease", "sublease"),
        ("Commercial Sublease", "sublease"),
        ("Bill of Sale", "bill-of-sale"),
        ("Purchase Order", "purchase-order"),
        ("Settlement Agreement", "settlement"),
        ("Photo Release", "photo-release"),
        ("Model Release", "photo-release"),
        ("Liability Waiver", "liability-waiver"),
        ("Franchise Agreement", "franchise"),
        ("Co-Founder Agreement", "founders"),
        ("Letter of Intent", "letter-of-intent"),
        ("Memorandum of Understanding", "letter-of-intent"),
        ("SaaS Agreement", "saas"),
        ("Limited Partnership Agreement", "limited-partnership"),
        ("Stock Purchase Agreement", "securities"),
        ("Real Estate Purchase Agreement", "real-estate"),
        ("Sales Representative Agreement", "sales-representative"),
        ("Construction Contract", "construction"),
        ("Volunteer Agreement", "unknown"),
        // Notices and policies, and general agreements.
        ("Refund Policy", "policy"),
        ("Acceptable Use Policy", "policy"),
        // A regulated kind the offline engine declines with its own reason, not a thinner kind's form.
        ("Employee Handbook", "employee-handbook"),
        ("Staff Manual", "employee-handbook"),
        ("SaaS Subscription Agreement", "saas"),
        ("Software Subscription Agreement", "saas"),
        ("Commission Sales Representative Agreement", "sales-representative"),
        ("Independent Sales Contractor Agreement", "sales-representative"),
        ("Commission Agreement", "sales-representative"),
        ("Confidentiality Policy", "policy"),
        ("Agreement", "custom/general"),
        ("Collaboration Agreement", "custom/general"),
        ("Business Agreement", "custom/general"),
        ("Strategic Alliance Agreement", "custom/general"),
    ];
    let wrong: Vec<String> = table
        .iter()
        .filter_map(|(name, expected)| {
            let got = resolved(name, "");
            (got != *expected).then(|| format!("{name}: {got}, expected {expected}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{} of {} names misread:\n{}", wrong.len(), table.len(), wrong.join("\n"));
    assert!(table.len() >= 80);
}

#[test]
fn the_description_decides_when_the_name_does_not_and_can_send_a_kind_elsewhere() {
    assert_eq!(resolved("Our Arrangement", "We rent the warehouse space to a tenant month to month."), "custom/lease");
    assert_eq!(resolved("Lease Agreement", "We rent our apartment to a student."), "residential-lease");
    assert_eq!(resolved("Lease Agreement", "A forklift and two trucks for the season."), "equipment-lease");
    assert_eq!(resolved("Purchase Agreement", "We are buying a house for the office."), "real-estate");
    // Refusals are read in the name only: "will" and "loan" in a description are ordinary words.
    assert_eq!(resolved("Consulting Agreement", "We will loan our staff to the client."), "custom/consulting");
    assert_eq!(resolved("Our Arrangement", "We will lend a hand."), "unknown");
}

#[test]
fn the_kind_of_a_typed_name_says_what_the_form_asks_and_what_is_refused() {
    let lease = custom_kind("Commercial Lease Agreement");
    assert!(lease.supported && lease.message.is_none());
    assert_eq!(lease.label, "commercial lease");
    assert_eq!(lease.sides, ["Landlord", "Tenant"]);
    assert!(!lease.mutual_choice, "a lease's confidentiality is always mutual");
    assert!(!lease.questions.is_empty());
    let consulting = custom_kind("Consulting Agreement");
    assert_eq!(
        (consulting.sides.as_slice(), consulting.mutual_choice),
        (&["Consultant".to_string(), "Client".to_string()][..], true)
    );
    let nda = custom_kind("Mutual NDA");
    assert!(nda.supported && nda.mutual_choice && nda.sides.is_empty());
    assert_eq!(nda.label, "non-disclosure agreement");
    let operating = custom_kind("Operating Agreement");
    assert!(operating.supported && operating.sides.is_empty() && !operating.mutual_choice);
    let non_compete = custom_kind("Non-Compete Agreement");
    assert!(!non_compete.supported);
    let message = non_compete.message.unwrap_or_default();
    assert!(message.contains("Employment Agreement with the Non-Compete Clause"), "{message}");
    let unknown = custom_kind("Volunteer Agreement");
    assert!(!unknown.supported && unknown.message.is_some_and(|m| m.contains("“Volunteer Agreement”")));
}

fn request(name: &str, state: UsState, business_type: BusinessType) -> DocumentRequest {
    DocumentRequest {
        document_type: DocumentType::Other,
        business_name: "Acme Widgets".into(),
        business_type,
        state,
        industry: Industry::Technology,
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: vec![],
        custom_instructions: String::new(),
        custom_document: Some(CustomDocument {
            name: name.into(),
            description: "The parties want to set out their arrangement.".into(),
            questions: vec![],
        }),
        details: Default::default(),
    }
}

#[test]
fn an_unsupported_name_or_a_kind_for_another_business_type_is_refused_with_what_to_choose() {
    let refusal = |name: &str, business_type| custom_type_refusal(&request(name, UsState::Ohio, business_type));
    assert!(refusal("Promissory Note", BusinessType::Llc).is_some_and(|m| m.contains("usury")));
    assert!(
        refusal("Operating Agreement", BusinessType::Corporation).is_some_and(|m| m.contains("Shareholder Agreement"))
    );
    assert_eq!(refusal("Operating Agreement", BusinessType::Llc), None);
    assert!(refusal("Shareholder Agreement", BusinessType::Llc).is_some_and(|m| m.contains("Operating Agreement")));
    assert_eq!(refusal("Commercial Lease", BusinessType::SoleProprietorship), None);
    let mut nda = request("Mutual NDA", UsState::Ohio, BusinessType::Llc);
    assert_eq!(custom_type_refusal(&nda), None);
    nda.document_type = DocumentType::Nda;
    assert!(custom_type_refusal(&request("Last Will", UsState::Ohio, BusinessType::Llc)).is_some());
    assert_eq!(custom_type_refusal(&nda), None, "only 'Other (Beta)' orders are read");
}

fn headings(document: &DraftDocument) -> Vec<&str> {
    let mut all = vec![];
    for section in &document.sections {
        all.push(section.heading.as_str());
        all.extend(section.clauses.iter().filter_map(|c| c.heading.as_deref()));
    }
    all
}

/// Every custom kind, drafted in five states, on each of its sides, with no special clause and with all of them,
/// one-way and mutual: every essential term it lists is in every draft (by its heading or its text), the business
/// is named as its side, and the drafts read as consistent texts.
#[test]
fn every_kind_has_every_essential_term_on_both_sides_in_every_state() {
    let library = Library::embedded();
    let states = [UsState::California, UsState::Texas, UsState::NewYork, UsState::Louisiana, UsState::Massachusetts];
    let mut drafts: Vec<(String, DraftDocument)> = vec![];
    let mut missing: Vec<String> = vec![];
    for (name, outline, spec) in library.custom_kinds() {
        let typed = outline.matching.as_ref().and_then(|m| m.names.first()).map_or("Agreement", |n| n.as_str());
        let typed = if spec.general { "Collaboration Agreement" } else { typed };
        let business_type =
            spec.business_types.first().and_then(|b| BusinessType::parse(b)).unwrap_or(BusinessType::Llc);
        let sides: Vec<Option<&str>> =
            if spec.sides.is_empty() { vec![None] } else { spec.sides.iter().map(|s| Some(s.as_str())).collect() };
        let essentials = outline.essentials.as_ref().expect("the library check requires essentials");
        for state in states {
            for side in &sides {
                for (clauses, mutuality) in [
                    (vec![], None),
                    (SpecialClause::ALL.to_vec(), Some(Mutuality::Mutual)),
                    (vec![], Some(Mutuality::OneWay)),
                ] {
                    let mut order = request(typed, state, business_type);
                    order.details.business_role = side.map(str::to_string);
                    order.details.mutuality = mutuality;
                    order.special_clauses = clauses.clone();
                    let key = format!(
                        "{name} / {typed} / {} / {side:?} / {} clauses / {mutuality:?}",
                        state.name(),
                        clauses.len()
                    );
                    assert_eq!(resolved(typed, ""), name, "{key}: the name picks the kind");
                    let plan = plan(&order, time::macros::date!(2026 - 11 - 23));
                    let document = plan.document;
                    let text = document.plain_text();
                    let found = headings(&document);
                    for term in &essentials.terms {
                        let present = match &term.text {
                            Some(phrase) => text.contains(phrase.as_str()),
                            None => term.headings.iter().any(|h| found.contains(&h.as_str())),
                        };
                        if !present {
                            missing.push(format!("{key}: {}", term.term));
                        }
                    }
                    if let Some(side) = side {
                        assert!(
                            document.preamble[0].text().contains(&format!("(the “{side}”)")),
                            "{key}: the business is the {side}"
                        );
                        assert!(!plan.research.review_points.iter().any(|p| p.contains("swap the roles")), "{key}");
                    }
                    assert!(!text.contains("{{") && !text.contains("}}"), "{key}: a placeholder is left");
                    for source in &essentials.sources {
                        assert!(
                            plan.research.laws.iter().any(|l| l.citation == source.citation),
                            "{key}: {}",
                            source.name
                        );
                    }
                    drafts.push((key, document));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{} essential terms missing:\n{}", missing.len(), missing.join("\n"));
    let vocabulary = consistency::vocabulary(drafts.iter().map(|(_, d)| d));
    let mut problems: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for (key, document) in &drafts {
        for problem in consistency::check(document, &vocabulary) {
            problems.entry(problem.to_string()).or_default().push(key);
        }
    }
    let report: Vec<String> = problems
        .iter()
        .map(|(problem, keys)| format!("{problem}\n    in {} drafts, e.g. {}", keys.len(), keys[0]))
        .collect();
    assert!(problems.is_empty(), "{} kinds of problem:\n{}", problems.len(), report.join("\n"));
}

#[test]
fn the_business_takes_the_side_the_order_names_and_an_unknown_side_gets_the_usual_one_and_a_note() {
    let as_of = time::macros::date!(2026 - 11 - 23);
    let mut order = request("Lease Agreement", UsState::Ohio, BusinessType::Llc);
    order.details.business_role = Some("tenant".into());
    let plan_as_tenant = plan(&order, as_of);
    let opening = plan_as_tenant.document.preamble[0].text();
    assert!(opening.contains("Acme Widgets, an Ohio limited liability company, whose mailing address is"), "{opening}");
    assert!(opening.find("(the “Tenant”)") < opening.find("(the “Landlord”)"), "{opening}");
    assert_eq!(plan_as_tenant.document.signature_parties[0].role, "Tenant");
    // The lease's clauses name the sides, so they read the same: the Tenant pays rent, whichever side is the business.
    assert!(plan_as_tenant.document.plain_text().contains("The Tenant will pay the Landlord base rent"));
    order.details.business_role = Some("Landlord".into());
    let as_landlord = plan(&order, as_of);
    assert!(as_landlord.document.plain_text().contains("The Tenant will pay the Landlord base rent"));
    assert_eq!(as_landlord.document.signature_parties[0].role, "Landlord");
    order.details.business_role = Some("Buyer".into());
    let unknown = plan(&order, as_of);
    assert_eq!(unknown.document.signature_parties[0].role, "Landlord");
    assert!(unknown.research.review_points.iter().any(|p| p.starts_with("The order's side “Buyer” is not one of")));
    order.details.business_role = None;
    assert!(plan(&order, as_of)
        .research
        .review_points
        .iter()
        .any(|p| p.starts_with("The order did not say which side")));
}

#[test]
fn a_lease_has_one_term_and_no_termination_at_will() {
    let mut order = request("Commercial Lease", UsState::Texas, BusinessType::Llc);
    order.special_clauses = SpecialClause::ALL.to_vec();
    order.details.business_role = Some("Landlord".into());
    let plan = plan(&order, time::macros::date!(2026 - 11 - 23));
    let text = plan.document.plain_text();
    assert!(!text.contains("continues until ended under this Agreement"), "no second, open-ended term");
    assert!(!text.contains("may end this Agreement by thirty (30) days' written notice"), "no termination at will");
    assert!(!text.contains("at any time for any reason"), "advanced termination does not fit a lease");
    assert!(text.contains("Neither party may end this Agreement early for convenience"));
    assert!(plan.research.review_points.iter().any(|p| p.contains("Advanced Termination Options was selected")));
}

#[test]
fn a_consulting_agreement_protects_the_client_s_information_and_gives_it_the_deliverables() {
    let as_of = time::macros::date!(2026 - 11 - 23);
    let mut order = request("Consulting Agreement", UsState::Oregon, BusinessType::Llc);
    order.details.business_role = Some("Consultant".into());
    let plan_one_way = plan(&order, as_of);
    let text = plan_one_way.document.plain_text();
    assert!(
        text.contains("that the Client or anyone acting for it discloses or makes available to the Consultant"),
        "{text}"
    );
    assert!(text.contains("belong to the Client once it has paid for them in full"));
    assert!(plan_one_way
        .research
        .review_points
        .iter()
        .any(|p| p.contains("To protect the business's own information as well, choose Mutual")));
    order.details.mutuality = Some(Mutuality::Mutual);
    let text = plan(&order, as_of).document.plain_text();
    assert!(text.contains("the “Disclosing Party” is the party whose Confidential Information is concerned"), "{text}");
}

#[test]
fn a_separation_agreement_carries_the_older_worker_terms_and_keeps_what_cannot_be_released() {
    let order = request("Separation Agreement", UsState::NewYork, BusinessType::Corporation);
    let plan = plan(&order, time::macros::date!(2026 - 11 - 23));
    let text = plan.document.plain_text();
    for expected in [
        "twenty-one (21) days after receiving this Agreement to consider it",
        "forty-five (45) days",
        "revoke this Agreement within seven (7) days after signing it",
        "to consult an attorney of the Employee's choice before signing this Agreement",
        "including that it releases claims under the Age Discrimination in Employment Act",
        "does not waive rights or claims that arise after the date the Employee signs",
        "claims for unemployment insurance or workers' compensation benefits",
        "Speak Out Act",
        "Whether or not the Employee signs this Agreement, the Company will pay the Employee all wages earned",
    ] {
        assert!(text.contains(expected), "missing {expected:?}");
    }
    assert_eq!(plan.document.signature_parties[1].role, "Employee");
    assert!(plan.research.laws.iter().any(|l| l.citation.starts_with("29 U.S.C. § 626(f)")));
    assert!(
        !text.contains("Waiver of Unknown Claims") && !text.contains("Rescission Under"),
        "New York has no such rule"
    );
}

#[test]
fn a_separation_agreement_follows_the_release_rules_of_the_state_where_the_employee_works() {
    let as_of = time::macros::date!(2026 - 11 - 23);
    let california = plan(&request("Separation Agreement", UsState::California, BusinessType::Corporation), as_of);
    let text = california.document.plain_text();
    assert!(text.contains("Waiver of Unknown Claims\n\nThe Employee understands that under the law of California (Cal. Civ. Code § 1542)"), "{text}");
    assert!(california.research.laws.iter().any(|l| l.citation == "Cal. Civ. Code § 1542"));
    let mut texas_business = request("Separation Agreement", UsState::Texas, BusinessType::Corporation);
    texas_business.details.work_state = Some(UsState::Minnesota);
    let text = plan(&texas_business, as_of).document.plain_text();
    assert!(text.contains("Rescission Under Minnesota Law\n\nUnder Minn. Stat. § 363A.31, subd. 2, the Employee may also rescind the release of claims under the Minnesota Human Rights Act within fifteen (15) calendar days"), "{text}");
}

/// Every term 45 C.F.R. § 164.504(e)(2) requires, in the words the clauses use, with the section that requires it.
const BUSINESS_ASSOCIATE_TERMS: [(&str, &str); 16] = [
    ("(e)(2)(i) permitted uses", "may use and disclose PHI only as needed to perform the Services"),
    (
        "(e)(2)(i) nothing the covered entity could not do",
        "in any way that would violate the Privacy Rule if the Covered Entity did it",
    ),
    (
        "(e)(2)(ii)(A)",
        "will not use or disclose PHI other than as this Agreement permits or requires or as required by law",
    ),
    ("(e)(2)(ii)(B), § 164.314(a)(2)(i)(B)", "will comply with the Security Rule for Electronic PHI"),
    (
        "(e)(2)(ii)(C), § 164.314(a)(2)(i)(C)",
        "any use or disclosure of PHI not provided for by this Agreement, and any Security Incident",
    ),
    ("§ 164.410(b)", "without unreasonable delay and in no case later than sixty (60) calendar days after discovery"),
    ("§ 164.410(c)(1)", "will identify each Individual whose Unsecured PHI has been"),
    (
        "(e)(2)(ii)(D), § 164.502(e)(1)(ii)",
        "to the same restrictions, conditions and requirements that apply to the Business Associate",
    ),
    ("(e)(2)(ii)(E)", "45 C.F.R. § 164.524"),
    ("(e)(2)(ii)(F)", "45 C.F.R. § 164.526"),
    ("(e)(2)(ii)(G)", "45 C.F.R. § 164.528"),
    ("(e)(2)(ii)(H)", "it will comply with the requirements of the Privacy Rule that apply to the Covered Entity"),
    ("(e)(2)(ii)(I)", "available to the Secretary for the purpose of determining the Covered Entity's compliance"),
    ("(e)(2)(ii)(J)", "extend the protections of this Agreement to that PHI"),
    ("(e)(2)(iii)", "If the Covered Entity determines that the Business Associate has violated a material term"),
    ("§ 164.502(b)", "minimum necessary to accomplish the intended purpose"),
];

#[test]
fn a_business_associate_agreement_has_every_term_hipaa_requires_on_either_side_and_never_denies_being_one() {
    let as_of = time::macros::date!(2026 - 11 - 23);
    for side in ["Covered Entity", "Business Associate"] {
        let mut order = request("HIPAA Business Associate Agreement", UsState::Texas, BusinessType::Llc);
        order.industry = Industry::Healthcare;
        order.special_clauses = SpecialClause::ALL.to_vec();
        order.details.business_role = Some(side.into());
        let plan = plan(&order, as_of);
        let text = plan.document.plain_text();
        for (section, words) in BUSINESS_ASSOCIATE_TERMS {
            assert!(text.contains(words), "as the {side}: {section} missing: {words:?}");
        }
        assert!(text.contains("will not sell PHI") && text.contains("for marketing"), "no sale, no marketing");
        assert!(!text.contains("is not a business associate agreement"), "the health-care industry clause is left out");
        let headings = headings(&plan.document);
        assert!(!headings.contains(&"Data Protection") && !headings.contains(&"Restrictive Covenants"), "{headings:?}");
        for clause in [SpecialClause::DataProtection, SpecialClause::NonCompete, SpecialClause::AdvancedTermination] {
            let planned = plan.clauses.iter().find(|c| c.clause == clause).expect("every selected clause is planned");
            assert_eq!(planned.status, super::research::ClauseStatus::LeftOut, "{clause:?}");
        }
        assert_eq!(plan.document.signature_parties[0].role, side);
        assert!(plan.research.review_points.iter().any(|p| p.contains("breach-notification law of Texas")));
        assert!(plan.research.laws.iter().any(|l| l.citation == "42 U.S.C. § 17934"));
    }
}

#[test]
fn a_data_processing_addendum_names_its_main_agreement_and_carries_the_gdpr_and_state_processor_terms() {
    let mut order = request("Data Processing Addendum", UsState::California, BusinessType::Corporation);
    order.details.business_role = Some("Processor".into());
    order.special_clauses = vec![SpecialClause::DataProtection];
    let plan = plan(&order, time::macros::date!(2026 - 11 - 23));
    let text = plan.document.plain_text();
    for expected in [
        "the “Main Agreement” is",
        "only on the Controller's documented instructions",
        "under an appropriate statutory duty of confidentiality",
        "as article 32 of the GDPR requires",
        "without the Controller's prior written authorization, specific or general",
        "written notice of any intended addition or replacement of a Sub-processor",
        "to respond to requests from Data Subjects",
        "articles 32 to 36 of the GDPR",
        "without undue delay after becoming aware of a Personal Data Breach",
        "delete all Personal Data or return it to the Controller",
        "will allow for and contribute to audits and reasonable assessments, including inspections",
        "Commission Implementing Decision (EU) 2021/914",
        "will not sell or share Personal Data",
        "outside the direct business relationship between the Processor and the Controller",
        "will not combine Personal Data with personal information",
        "can no longer meet its obligations under the CCPA",
        "stop and remediate any unauthorized use of Personal Data",
        "the same level of privacy protection the CCPA requires of businesses",
        "The Processor certifies that it understands these restrictions",
        "subject to a duty of confidentiality for it",
        "arrange for a qualified and independent assessor",
        "engage a subcontractor only under a written contract",
        "The subject matter of the processing is",
        "The Personal Data relates to these categories of Data Subjects",
    ] {
        assert!(text.contains(expected), "missing {expected:?}");
    }
    let headings = headings(&plan.document);
    assert_eq!(headings.iter().filter(|h| **h == "Details of Processing").count(), 1);
    assert!(!headings.contains(&"Data Protection"), "no second set of data terms: {headings:?}");
    assert_eq!(plan.document.signature_parties[0].role, "Processor");
    for citation in ["Va. Code § 59.1-579(B)", "Colo. Rev. Stat. § 6-1-1305(3), (5)", "Conn. Gen. Stat. § 42-521(b)"]
    {
        assert!(plan.research.laws.iter().any(|l| l.citation == citation), "{citation}");
    }
}

#[test]
fn a_typed_nda_is_drafted_with_the_nda_outlines_one_way_or_mutual() {
    let as_of = time::macros::date!(2026 - 11 - 23);
    assert_eq!(
        plan(&request("Mutual NDA", UsState::Ohio, BusinessType::Llc), as_of).document.title,
        "Mutual Non-Disclosure Agreement"
    );
    let mut order = request("Confidentiality Agreement", UsState::Ohio, BusinessType::Llc);
    assert_eq!(plan(&order, as_of).document.title, "Non-Disclosure Agreement");
    order.details.mutuality = Some(Mutuality::Mutual);
    assert_eq!(plan(&order, as_of).document.title, "Mutual Non-Disclosure Agreement");
}

#[test]
fn an_unsupported_name_drafted_anyway_is_a_general_agreement_that_says_so() {
    let plan = plan(&request("Promissory Note", UsState::Ohio, BusinessType::Llc), time::macros::date!(2026 - 11 - 23));
    assert!(plan.document.sections.iter().any(|s| s.heading == "Obligations of the Parties"));
    assert!(plan
        .research
        .review_points
        .iter()
        .any(|p| p.starts_with("Not drafted well offline: We don't draft promissory notes")));
}

/// docs/custom-kinds.md is the catalog as the library holds it; `CATALOG_UPDATE=1` rewrites it.
#[test]
fn custom_catalog_doc_is_in_sync_with_the_outlines() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/custom-kinds.md");
    let generated = super::custom_catalog_markdown();
    if std::env::var_os("CATALOG_UPDATE").is_some() {
        std::fs::write(&path, &generated).expect("write docs/custom-kinds.md");
        return;
    }
    let recorded = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        recorded == generated,
        "docs/custom-kinds.md is out of date: CATALOG_UPDATE=1 cargo test -p shared --lib custom_catalog"
    );
}
