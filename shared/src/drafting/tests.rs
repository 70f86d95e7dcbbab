//! What a reader of the finished documents would notice, across types, states and options.

use super::docx::read_back_texts;
use super::docx::tests::zip_entry;
use super::*;
use crate::domain::details::{Counterparty, CounterpartyEntity, Mutuality};
use crate::domain::document_data::{CustomDocument, QuestionAnswer};
use crate::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};

/// Tests draft as of a fixed day, so dated rule values do not move under their assertions.
const AS_OF: time::Date = time::macros::date!(2026 - 11 - 23);

/// The research of the order's plan.
fn research(request: &DocumentRequest) -> Research {
    plan(request, AS_OF).research
}

/// The document of the order's plan (the research argument keeps the call sites reading as drafting from research).
fn draft_offline(request: &DocumentRequest, _research: &Research) -> DraftDocument {
    plan(request, AS_OF).document
}

fn request(document_type: DocumentType, state: UsState, clauses: &[SpecialClause]) -> DocumentRequest {
    DocumentRequest {
        document_type,
        business_name: "Acme Widgets LLC".into(),
        business_type: BusinessType::Llc,
        state,
        industry: Industry::Technology,
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: clauses.to_vec(),
        custom_instructions: String::new(),
        custom_document: None,
        details: Default::default(),
    }
}

fn nda(state: UsState, clauses: &[SpecialClause]) -> (DraftDocument, Research) {
    let req = request(DocumentType::Nda, state, clauses);
    let research = research(&req);
    (draft_offline(&req, &research), research)
}

fn headings(doc: &DraftDocument) -> Vec<String> {
    doc.sections
        .iter()
        .flat_map(|s| std::iter::once(s.heading.clone()).chain(s.clauses.iter().filter_map(|c| c.heading.clone())))
        .collect()
}

fn all_types() -> [DocumentType; 6] {
    [
        DocumentType::Nda,
        DocumentType::TermsOfService,
        DocumentType::PrivacyPolicy,
        DocumentType::FreelanceAgreement,
        DocumentType::EmploymentAgreement,
        DocumentType::Other,
    ]
}

fn with_custom(mut req: DocumentRequest, name: &str) -> DocumentRequest {
    req.custom_document = Some(CustomDocument {
        name: name.into(),
        description: "Acme will provide monthly consulting on supply chains.".into(),
        questions: vec![
            QuestionAnswer { question: "What are the payment terms?".into(), answer: "Net 30 from invoice.".into() },
            QuestionAnswer { question: "How long does it last?".into(), answer: String::new() },
        ],
    });
    req
}

#[test]
fn california_nda_with_non_compete_offers_non_solicitation_instead_and_says_why() {
    let (doc, research) = nda(UsState::California, &[SpecialClause::NonCompete]);
    let text = doc.plain_text();
    let heads = headings(&doc);
    assert!(!heads.iter().any(|h| h.contains("Non-Compet")), "{heads:?}");
    assert!(!text.contains("Competing Business") && !text.contains("Restricted Period"));
    assert!(heads.iter().any(|h| h == "Non-Solicitation Using Confidential Information"), "{heads:?}");
    assert!(text.contains("will not use or disclose any Confidential Information"));
    let point = research
        .review_points
        .iter()
        .find(|p| p.starts_with("Non-compete requested but left out"))
        .expect("review point");
    assert!(point.contains("California") && point.contains("16600"), "{point}");
    assert!(research.adaptations.iter().any(|a| a.contains("Non-compete not included")));
    assert!(research.laws.iter().any(|l| l.citation.contains("16600")));
}

#[test]
fn void_states_never_get_a_non_compete_and_minnesota_keeps_a_non_solicit() {
    for state in [UsState::NorthDakota, UsState::Oklahoma, UsState::Minnesota, UsState::Wyoming] {
        for doc_type in [DocumentType::Nda, DocumentType::EmploymentAgreement, DocumentType::FreelanceAgreement] {
            let req = request(doc_type, state, &[SpecialClause::NonCompete]);
            let doc = draft_offline(&req, &research(&req));
            assert!(!doc.plain_text().contains("Competing Business"), "{state} {doc_type}");
        }
    }
    let (doc, _) = nda(UsState::Minnesota, &[SpecialClause::NonCompete]);
    assert!(headings(&doc).iter().any(|h| h == "Non-Solicitation"));
}

#[test]
fn texas_nda_with_non_compete_contains_a_limited_restriction() {
    let (doc, research) = nda(UsState::Texas, &[SpecialClause::NonCompete]);
    let heads = headings(&doc);
    assert!(heads.iter().any(|h| h == "Limited Non-Competition"), "{heads:?}");
    assert!(heads.iter().any(|h| h == "Restrictive Covenants"));
    let text = doc.plain_text();
    assert!(text.contains("twelve (12) months after the Disclosure Period ends"));
    assert!(text.contains("“Competing Business”"));
    assert!(research.laws.iter().any(|l| l.citation.contains("15.50")));
    assert!(research.review_points.iter().any(|p| p.starts_with("Non-compete in Texas")));
}

#[test]
fn restricted_states_without_the_deciding_facts_get_the_alternative_and_the_facts_to_give() {
    // An NDA records nothing of the other party's pay: Illinois's pay floor cannot be checked, so no covenant is
    // presented (some states penalise presenting one they void), and the notes say where one belongs.
    let (doc, research) = nda(UsState::Illinois, &[SpecialClause::NonCompete]);
    let text = doc.plain_text();
    assert!(!text.contains("Limited Non-Competition"));
    assert!(!text.contains("applies only if, and only to the extent"));
    assert!(text.contains("Non-Solicitation"));
    let point =
        research.review_points.iter().find(|p| p.starts_with("Non-compete requested but left out: in Illinois"));
    let point = point.expect("the review notes say why the covenant is left out");
    assert!(point.contains("820 ILCS 90") && point.contains("were not all given"), "{point}");
    assert!(point.contains("employment or freelance agreement"), "{point}");

    // An employee's agreement without pay or status: the same, naming the facts to give.
    let req = request(DocumentType::EmploymentAgreement, UsState::Illinois, &[SpecialClause::NonCompete]);
    let research = research_of(&req);
    assert!(!draft_offline(&req, &research).plain_text().contains("Limited Non-Competition"));
    let point = research.review_points.iter().find(|p| p.starts_with("Non-compete requested but left out")).unwrap();
    assert!(point.contains("the Employee's annual pay") && point.contains("draft or revise again"), "{point}");
}

#[test]
fn every_nda_names_the_state_law_the_business_and_carries_the_notices() {
    for state in UsState::ALL {
        for business_type in BusinessType::ALL {
            let mut req = request(DocumentType::Nda, state, &[]);
            req.business_type = *business_type;
            let doc = draft_offline(&req, &research(&req));
            let text = doc.plain_text();
            assert!(text.contains(&format!("governed by the laws of the {}", state.jurisdiction())), "{state}");
            assert!(text.contains(&format!("courts located in the {}", state.jurisdiction())), "{state}");
            let expected_party = match business_type {
                BusinessType::SoleProprietorship => {
                    format!("{BLANK}, an individual doing business as Acme Widgets LLC in {}", state.name())
                }
                _ => format!("Acme Widgets LLC, {}", super::order::entity_description(*business_type, state)),
            };
            assert!(text.contains(&expected_party), "{expected_party}");
            assert!(text.contains("18 U.S.C. § 1833(b)"));
            assert!(text.contains("Speak Out Act"));
            assert!(text.contains("(the “Disclosing Party”)") && text.contains("(the “Receiving Party”)"));
            assert!(text.contains("This is a one-way agreement"));
            for other in UsState::ALL.iter().filter(|s| **s != state && !state.name().contains(s.name())) {
                assert!(!text.contains(&other.jurisdiction()), "{state} NDA mentions {other}");
            }
        }
    }
}

#[test]
fn parties_read_as_the_brief_describes() {
    let (doc, _) = nda(UsState::California, &[]);
    let first = doc.preamble[0].text();
    assert!(
        first.contains(&format!(
            "Acme Widgets LLC, a California limited liability company, whose mailing address is {BLANK} (the “Disclosing Party”)"
        )),
        "{first}"
    );
    // The other side: a blank for its name and one, labelled, for what it is.
    let other = format!(
        "and {BLANK}, {BLANK} (its type of entity and state, or “an individual”), whose mailing address is {BLANK} (the “Receiving Party”)"
    );
    assert!(first.contains(&other), "{first}");
    assert!(doc.preamble[0].runs.iter().any(|r| r.bold && r.text == "Acme Widgets LLC"));
    assert!(doc.preamble[0].runs.iter().any(|r| r.bold && r.text == "Disclosing Party"));
    assert_eq!(
        doc.signature_parties,
        vec![SignatureParty::new("Disclosing Party", "Acme Widgets LLC"), SignatureParty::new("Receiving Party", "")]
    );

    let mut req = request(DocumentType::Nda, UsState::Texas, &[]);
    req.business_name = "Jane's Bakery".into();
    req.business_type = BusinessType::SoleProprietorship;
    let research = research(&req);
    let doc = draft_offline(&req, &research);
    // A sole proprietor contracts personally: the owner, doing business as the trade name.
    let opening = doc.preamble[0].text();
    assert!(opening.contains(&format!("{BLANK}, an individual doing business as Jane's Bakery in Texas")), "{opening}");
    assert!(research.review_points.iter().any(|p| p.contains("sole proprietorship")));

    req.details.owner_name = Some("Jane Q. Baker".into());
    req.details.counterparty = Counterparty {
        name: Some("Northwind Traders".into()),
        entity: Some(CounterpartyEntity::Business(BusinessType::Corporation)),
        state: Some(UsState::Delaware),
    };
    let doc = draft_offline(&req, &research_of(&req));
    let opening = doc.preamble[0].text();
    assert!(
        opening
            .contains("between Jane Q. Baker, an individual doing business as Jane's Bakery in Texas, whose mailing"),
        "{opening}"
    );
    assert!(opening.contains("and Northwind Traders, a Delaware corporation, whose mailing address"), "{opening}");
    assert!(doc.preamble[0].runs.iter().any(|r| r.bold && r.text == "Jane Q. Baker"));
    assert_eq!(
        doc.signature_parties,
        vec![
            SignatureParty::new("Disclosing Party", "Jane Q. Baker, doing business as Jane's Bakery"),
            SignatureParty::new("Receiving Party", "Northwind Traders")
        ]
    );

    // A person on the other side, and what is known of a business without its state.
    req.details.counterparty =
        Counterparty { name: None, entity: Some(CounterpartyEntity::Individual), state: Some(UsState::Ohio) };
    let opening = draft_offline(&req, &research_of(&req)).preamble[0].text();
    assert!(opening.contains(&format!("and {BLANK}, an individual residing in Ohio, whose")), "{opening}");
    req.details.counterparty.entity = Some(CounterpartyEntity::Business(BusinessType::Llc));
    req.details.counterparty.state = None;
    let opening = draft_offline(&req, &research_of(&req)).preamble[0].text();
    assert!(opening.contains(&format!("a limited liability company organized in {BLANK}, whose")), "{opening}");

    // An employee is a person: never described as an entity.
    let mut employment = request(DocumentType::EmploymentAgreement, UsState::Ohio, &[]);
    let opening = draft_offline(&employment, &research_of(&employment)).preamble[0].text();
    assert!(opening.contains(&format!("and {BLANK}, whose mailing address is {BLANK} (the “Employee”)")), "{opening}");
    employment.details.counterparty.name = Some("Sam Lee".into());
    let opening = draft_offline(&employment, &research_of(&employment)).preamble[0].text();
    assert!(opening.contains("and Sam Lee, an individual, whose mailing address"), "{opening}");
}

#[test]
fn defined_terms_are_bold_where_defined() {
    let (doc, _) = nda(UsState::Ohio, &[]);
    let definition = &doc.sections[1].clauses[0].paragraphs[0];
    assert!(definition.runs.iter().any(|r| r.bold && r.text == "Confidential Information"));
    let purpose = &doc.sections[0].clauses[0].paragraphs[0];
    assert!(purpose.runs.iter().any(|r| r.bold && r.text == "Purpose"));
    // Used, not defined: not bold.
    assert!(doc.sections[2].clauses[0].paragraphs[0].runs.iter().all(|r| !r.bold));
}

#[test]
fn every_special_clause_becomes_a_real_nda_clause() {
    let (doc, research) = nda(UsState::Colorado, &SpecialClause::ALL);
    let heads = headings(&doc);
    for expected in [
        "Heightened Safeguards",
        "Arbitration",
        "Termination Rights",
        "Effect of Termination",
        "Feedback",
        "No Residuals",
        "Personal Data",
        "Security Incidents",
        // Colorado's pay floor cannot be checked in an NDA: the selection becomes the non-solicitation covenant.
        "Non-Solicitation",
        "Dispute Resolution",
    ] {
        assert!(heads.iter().any(|h| h == expected), "missing {expected}: {heads:?}");
    }
    let text = doc.plain_text();
    assert!(text.contains("The seat and place of the arbitration is the State of Colorado"));
    assert!(text.contains("sexual harassment dispute or sexual assault dispute"));
    assert!(text.contains("forty-eight (48) hours"));
    assert!(text.contains("seventy-two (72) hours"));
    assert!(research.laws.iter().any(|l| l.citation == "9 U.S.C. §§ 401, 402"));
    assert!(research.laws.iter().any(|l| l.name.contains("Colorado Privacy Act")));
}

#[test]
fn industries_add_their_terms() {
    let mut req = request(DocumentType::Nda, UsState::Florida, &[]);
    req.industry = Industry::Healthcare;
    let research_health = research(&req);
    let text = draft_offline(&req, &research_health).plain_text();
    assert!(text.contains("Protected Health Information") && text.contains("business associate agreement"));
    assert!(text.contains("patient and clinical information"));
    assert!(text.contains("in the healthcare sector"));
    assert!(research_health.laws.iter().any(|l| l.name.contains("HIPAA")));

    req.industry = Industry::FinancialServices;
    let research_fin = research(&req);
    let text = draft_offline(&req, &research_fin).plain_text();
    assert!(text.contains("Nonpublic Personal Information") && text.contains("Gramm-Leach-Bliley"));
    assert!(research_fin.laws.iter().any(|l| l.name.contains("Gramm-Leach-Bliley")));

    req.industry = Industry::Other;
    let text = draft_offline(&req, &research(&req)).plain_text();
    assert!(!text.contains("sector"));
}

#[test]
fn custom_instructions_go_under_additional_terms_and_verbatim_text_is_exact() {
    let verbatim = "The Receiving Party shall not discuss Project Falcon with any  journalist, ever.";
    for doc_type in all_types() {
        let mut req = with_custom(request(doc_type, UsState::Georgia, &[]), "Consulting Agreement");
        req.custom_instructions = format!("Mention our quarterly review meetings.\nVERBATIM: {verbatim}");
        let research = research(&req);
        let doc = draft_offline(&req, &research);
        let clause = doc
            .sections
            .iter()
            .flat_map(|s| &s.clauses)
            .find(|c| c.heading.as_deref() == Some("Specified Terms"))
            .unwrap_or_else(|| panic!("{doc_type}: no verbatim clause"));
        assert_eq!(clause.paragraphs.len(), 1);
        assert_eq!(clause.paragraphs[0].text(), verbatim);
        let additional = doc
            .sections
            .iter()
            .flat_map(|s| &s.clauses)
            .find(|c| c.heading.as_deref() == Some("Additional Terms"))
            .unwrap();
        assert_eq!(additional.paragraphs.last().unwrap().text(), "Mention our quarterly review meetings.");
        assert!(research.review_points.iter().any(|p| p.starts_with("Verbatim text")));

        // It survives Markdown and Word too.
        assert_eq!(parse_markdown("x", &doc.to_markdown()), as_text(doc.clone()), "{doc_type}");
        let bytes = render_docx(&doc).unwrap();
        assert!(read_back_texts(&bytes).unwrap().iter().any(|t| t.ends_with(verbatim)), "{doc_type}");
    }
}

#[test]
fn no_placeholders_in_any_document() {
    for doc_type in all_types() {
        for state in UsState::ALL {
            for clauses in [&[][..], &SpecialClause::ALL[..]] {
                let mut req = with_custom(request(doc_type, state, clauses), "Master Services Agreement");
                req.industry = Industry::ALL[state as usize % Industry::ALL.len()];
                let doc = draft_offline(&req, &research(&req));
                let text = doc.plain_text();
                for bad in ["[", "]", "{", "}", "INSERT", "TODO", "TBD", "XXX", "  "] {
                    assert!(!text.contains(bad), "{doc_type} {state}: contains {bad:?}");
                }
                assert!(!text.contains(" ,") && !text.contains(" ."), "{doc_type} {state}: stray space");
                assert!(doc.word_count() > 800, "{doc_type} {state}: {}", doc.word_count());
            }
        }
    }
}

#[test]
fn nda_docx_opens_with_business_state_numbering_and_page_fields() {
    let (doc, _) = nda(UsState::California, &[SpecialClause::NonCompete, SpecialClause::IntellectualProperty]);
    let bytes = render_docx(&doc).unwrap();
    let texts = read_back_texts(&bytes).unwrap();
    assert!(texts.iter().any(|t| t.contains("Acme Widgets LLC, a California limited liability company")));
    assert!(texts.iter().any(|t| t.contains("governed by the laws of the State of California")));
    assert!(texts.iter().any(|t| t == "Disclosing Party: Acme Widgets LLC"));
    let document = zip_entry(&bytes, "word/document.xml").unwrap();
    let clause_count: usize = doc.sections.iter().map(|s| s.clauses.len()).sum();
    assert_eq!(document.matches("<w:numPr>").count(), doc.sections.len() + clause_count);
    assert!(document.contains("<w:tbl>"), "signature tables");
    let footer = zip_entry(&bytes, "word/footer1.xml").unwrap();
    assert!(footer.contains("NUMPAGES"));
    assert!(zip_entry(&bytes, "word/header1.xml").unwrap().contains("Non-Disclosure Agreement"));
}

/// The document as its text reads, without the ids of what drafted each clause: what Markdown keeps.
fn as_text(mut document: DraftDocument) -> DraftDocument {
    document.sections.iter_mut().flat_map(|s| &mut s.clauses).for_each(|clause| clause.id = None);
    document
}

#[test]
fn every_type_renders_to_word_and_round_trips_through_markdown() {
    for doc_type in all_types() {
        let req = with_custom(request(doc_type, UsState::NewYork, &SpecialClause::ALL), "Vendor Agreement");
        let doc = draft_offline(&req, &research(&req));
        assert_eq!(parse_markdown("Fallback", &doc.to_markdown()), as_text(doc.clone()), "{doc_type}");
        let bytes = render_docx(&doc).unwrap();
        assert!(read_back_texts(&bytes).unwrap().iter().any(|t| t.contains("State of New York")), "{doc_type}");
    }
}

#[test]
fn research_is_complete_for_every_type_and_serialises_in_camel_case() {
    for doc_type in all_types() {
        let req = with_custom(request(doc_type, UsState::Oregon, &[SpecialClause::DataProtection]), "Supply Contract");
        let research = research(&req);
        assert!(!research.laws.is_empty(), "{doc_type}");
        assert!(research.laws.iter().all(|l| !l.citation.is_empty() && !l.applies_because.is_empty()));
        assert!(!research.required_provisions.is_empty(), "{doc_type}");
        assert!(!research.adaptations.is_empty(), "{doc_type}");
        assert!(research.review_points.iter().any(|p| p.contains("attorney")), "{doc_type}");
        assert_eq!(research.rules_last_checked, "2026-11-01");
        let json = serde_json::to_value(&research).unwrap();
        for key in ["laws", "requiredProvisions", "adaptations", "reviewPoints", "rulesLastChecked"] {
            assert!(json.get(key).is_some(), "{key}");
        }
        assert!(json["laws"][0].get("appliesBecause").is_some());
        let back: Research = serde_json::from_value(json).unwrap();
        assert_eq!(back, research);
    }
    let doc = nda(UsState::Ohio, &[]).0;
    let json = serde_json::to_value(&doc).unwrap();
    assert!(json.get("signatureParties").is_some() && json["sections"][0]["clauses"][0].get("heading").is_some());
    assert_eq!(serde_json::from_value::<DraftDocument>(json).unwrap(), doc);
}

#[test]
fn employment_follows_the_at_will_invention_and_forum_tables() {
    let req = request(DocumentType::EmploymentAgreement, UsState::Montana, &[]);
    let montana = draft_offline(&req, &research(&req)).plain_text();
    assert!(!montana.contains("employment is at will"));
    assert!(montana.contains("Probationary Period") && montana.contains("good cause"));
    assert!(montana.contains("Mont. Code Ann. §§ 39-2-901"));

    let req = request(DocumentType::EmploymentAgreement, UsState::California, &[]);
    let research_ca = research(&req);
    let california = draft_offline(&req, &research_ca).plain_text();
    assert!(california.contains("employment is at will"));
    assert!(
        california.contains("Notice of Excluded Inventions") && california.contains("Cal. Lab. Code §§ 2870 to 2872")
    );
    assert!(california.contains("18 U.S.C. § 1833(b)"));
    assert!(california.contains("Section 7 of the National Labor Relations Act"));
    assert!(research_ca.laws.iter().any(|l| l.citation == "Cal. Lab. Code § 925"));

    let req = request(DocumentType::EmploymentAgreement, UsState::NewYork, &[]);
    let new_york = draft_offline(&req, &research(&req)).plain_text();
    assert!(new_york.contains("As N.Y. Lab. Law § 203-f provides:"));
    let req = request(DocumentType::EmploymentAgreement, UsState::Ohio, &[SpecialClause::ArbitrationProvision]);
    let ohio = draft_offline(&req, &research(&req));
    assert!(
        ohio.plain_text().contains("Excluded Inventions")
            && !ohio.plain_text().contains("Notice of Excluded Inventions")
    );
    assert!(ohio.plain_text().contains("Ending Forced Arbitration"));
    assert_eq!(ohio.signature_parties[1], SignatureParty::new("Employee", ""));
}

#[test]
fn freelance_agreements_carry_the_freelance_law_elements() {
    let req = request(DocumentType::FreelanceAgreement, UsState::NewYork, &[]);
    let research_ny = research(&req);
    let doc = draft_offline(&req, &research_ny);
    let text = doc.plain_text();
    for element in [
        "Itemized Services",
        "whose mailing address is",
        "total value of the Services",
        "Rate and Method of Payment",
        "no later than thirty (30) days after the Freelancer completes",
        "submit to the Client an invoice",
        "18 U.S.C. § 1833(b)",
        "independent contractor",
    ] {
        assert!(text.contains(element), "{element}");
    }
    assert!(research_ny.laws.iter().any(|l| l.name == "New York State Freelance Isn't Free Act"));
    assert!(research_ny.laws.iter().any(|l| l.name == "New York City Freelance Isn't Free Act"));
    assert!(research_ny.review_points.iter().any(|p| p.starts_with("Worker status")));

    let req = request(DocumentType::FreelanceAgreement, UsState::California, &[]);
    assert!(research(&req).laws.iter().any(|l| l.citation.starts_with("Cal. Lab. Code §§ 2775")));
}

#[test]
fn privacy_policy_carries_caloppa_items_and_all_state_rights() {
    let req = request(
        DocumentType::PrivacyPolicy,
        UsState::Texas,
        &[SpecialClause::NonCompete, SpecialClause::DataProtection],
    );
    let research = research(&req);
    let doc = draft_offline(&req, &research);
    let text = doc.plain_text();
    for item in [
        "Effective date:",
        "Do Not Track",
        "Categories of Recipients",
        "Reviewing and Changing Your Information",
        "over time and across different websites",
        "Changes to This Privacy Policy",
        "Children's Online Privacy Protection Act",
        "Global Privacy Control",
        "Appeals",
        "Security Incidents",
    ] {
        assert!(text.contains(item), "{item}");
    }
    for row in rules::privacy::COMPREHENSIVE_PRIVACY_LAWS {
        assert!(text.contains(row.state.name()), "{}", row.state);
    }
    assert!(doc.signature_parties.is_empty());
    assert!(research.laws.iter().any(|l| l.name.contains("CalOPPA")));
    assert!(research.review_points.iter().any(|p| p.starts_with("Non-Compete Clause was selected but does not fit")));
    assert!(!text.contains("Competing Business"));
}

#[test]
fn terms_of_service_are_clickwrap_with_state_law_and_consumer_arbitration() {
    let req = request(DocumentType::TermsOfService, UsState::Washington, &[SpecialClause::ArbitrationProvision]);
    let research = research(&req);
    let doc = draft_offline(&req, &research);
    let text = doc.plain_text();
    // Decision §4.11: accepted online, so no signature table although "service" is in the title.
    assert!(!needs_signature(&doc.title, ""));
    assert!(doc.signature_parties.is_empty());
    for item in [
        "checking the box or clicking the button that says you agree",
        "Electronic Acceptance and Records",
        "Automatic Renewal",
        "Copyright Complaints",
        "Designated agent",
        "Limitation of Liability",
        "Indemnification",
        "opt out of this agreement to arbitrate",
        "small claims court",
        "California Residents",
        "Complaint Assistance Unit",
        "Small Claims Option",
        "Claims That Cannot Be Waived",
        "within thirty (30) days after you first accept these Terms",
        "governed by the laws of the State of Washington",
        "The seat of the arbitration is the State of Washington",
    ] {
        assert!(text.contains(item), "{item}");
    }
    assert!(research.laws.iter().any(|l| l.citation.starts_with("Cal. Bus. & Prof. Code §§ 17600")));
}

#[test]
fn other_beta_uses_the_customer_s_name_description_and_answers() {
    let req = with_custom(request(DocumentType::Other, UsState::Arizona, &[]), "Consulting Agreement");
    let research = research(&req);
    let doc = draft_offline(&req, &research);
    assert_eq!(doc.title, "Consulting Agreement");
    let text = doc.plain_text();
    assert!(text.contains("This Consulting Agreement (this “Agreement”)"));
    assert!(text.contains("Acme will provide monthly consulting on supply chains."));
    assert!(text.contains("What are the payment terms\n\nNet 30 from invoice."));
    assert_eq!(doc.signature_parties.len(), 2);
    assert!(research.review_points.iter().any(|p| p.starts_with("Unanswered question: “How long does it last?”")));

    let req = with_custom(
        request(DocumentType::Other, UsState::Arizona, &[SpecialClause::NonCompete]),
        "Employee Handbook Policy",
    );
    let doc = draft_offline(&req, &research_of(&req));
    assert!(doc.signature_parties.is_empty());
    assert!(doc
        .plain_text()
        .contains("This Employee Handbook Policy is issued by Acme Widgets LLC, an Arizona limited liability company"));
}

fn research_of(req: &DocumentRequest) -> Research {
    research(req)
}

#[test]
fn an_nda_is_substantial_and_markdown_has_the_expected_shape() {
    let (doc, _) = nda(UsState::California, &[]);
    assert!(doc.word_count() > 2_000, "{}", doc.word_count());
    let markdown = doc.to_markdown();
    assert!(markdown.starts_with("# Non-Disclosure Agreement\n"));
    assert!(markdown.contains("## 1. Purpose and Scope\n\n### 1.1 Purpose\n"));
    assert!(markdown.contains("“**Confidential Information**” means"));
    assert!(markdown.contains("## Signatures\n\n**Disclosing Party:** Acme Widgets LLC"));
}

#[test]
fn a_described_subscription_gets_conspicuous_terms_written_to_california_s_standard() {
    let mut req = request(DocumentType::TermsOfService, UsState::NewYork, &[]);
    req.custom_instructions = "We sell a monthly subscription with a 14-day free trial.".into();
    let research = research(&req);
    let doc = draft_offline(&req, &research);
    let text = doc.plain_text();
    assert!(doc.preamble.iter().any(|p| p.text().starts_with("Subscriptions renew automatically.")));
    for item in [
        "Your Subscription",
        "express affirmative consent",
        "an acknowledgment, in a form you can keep",
        "at least once a year",
        "at least seven (7) and not more than thirty (30) days before it takes effect",
        "immediately and online",
        "Free Trials and Promotional Prices",
    ] {
        assert!(text.contains(item), "{item}");
    }
    assert!(research.laws.iter().any(|l| l.citation == "Cal. Bus. & Prof. Code §§ 17600 to 17606"));
    assert!(research.laws.iter().any(|l| l.citation == "N.Y. Gen. Bus. Law §§ 527, 527-a"), "the home state's own law");
    assert!(research.review_points.iter().any(|p| p.starts_with("Subscriptions: fill in the subscription summary")));

    let plain = request(DocumentType::TermsOfService, UsState::NewYork, &[]);
    let doc = draft_offline(&plain, &research_of(&plain));
    assert!(!doc.plain_text().contains("Your Subscription"));
    assert!(doc.plain_text().contains("Automatic Renewal"), "the terms still meet the strictest law");
}

#[test]
fn services_that_may_reach_children_get_the_full_children_s_notice() {
    let mut req = request(DocumentType::PrivacyPolicy, UsState::Ohio, &[]);
    req.industry = Industry::Education;
    let research = research(&req);
    let text = draft_offline(&req, &research).plain_text();
    for item in ["Information We Collect from Children", "Parents' Rights", "verifiable consent", "school"] {
        assert!(text.contains(item), "{item}");
    }
    assert!(research.laws.iter().any(|l| l.name.contains("FERPA") || l.name.contains("Family Educational")));
    assert!(research.laws.iter().any(|l| l.applies_because.contains("may reach children")));

    req.document_type = DocumentType::TermsOfService;
    let text = draft_offline(&req, &research_of(&req)).plain_text();
    assert!(text.contains("A child under thirteen (13) may use the Services only after a parent"));

    let adult = request(DocumentType::PrivacyPolicy, UsState::Ohio, &[]);
    assert!(!draft_offline(&adult, &research_of(&adult)).plain_text().contains("Parents' Rights"));
}

#[test]
fn restricted_states_record_the_notice_counsel_and_review_steps() {
    let mut req = request(DocumentType::EmploymentAgreement, UsState::Massachusetts, &[SpecialClause::NonCompete]);
    req.details.exempt_status = Some(crate::domain::details::ExemptStatus::Exempt);
    req.details.annual_pay = Some(crate::domain::Cents(20_000_000));
    let text = draft_offline(&req, &research_of(&req)).plain_text();
    assert!(text.contains("Limited Non-Competition"));
    assert!(text.contains("Right to Consult an Attorney"));
    assert!(text.contains("the right to consult an attorney of the Employee's choice"));
    let req = request(DocumentType::EmploymentAgreement, UsState::Texas, &[SpecialClause::NonCompete]);
    assert!(!draft_offline(&req, &research_of(&req)).plain_text().contains("Advice of Counsel"));
}

#[test]
fn other_beta_agreements_take_the_structure_of_their_kind() {
    for (name, heading, law) in [
        ("Software License Agreement", "License Grant", Some("17 U.S.C.")),
        ("Sales Agreement", "Delivery, Title and Risk of Loss", Some("U.C.C.")),
        ("Commercial Lease", "Security Deposit", Some("11 U.S.C. § 365(e)")),
        ("Joint Venture Agreement", "Profits and Losses", Some("26 U.S.C. § 761(a)")),
        ("Independent Contractor Agreement", "Rate and Method of Payment", Some("Cal. Lab. Code §§ 2775")),
        ("Consulting Agreement", "Ownership of Deliverables", Some("17 U.S.C. §§ 101, 201(b), 204(a)")),
    ] {
        let req = with_custom(request(DocumentType::Other, UsState::California, &[]), name);
        let research = research_of(&req);
        let doc = draft_offline(&req, &research);
        assert!(headings(&doc).iter().any(|h| h == heading), "{name}: {heading}");
        if let Some(law) = law {
            assert!(research.laws.iter().any(|l| l.citation.contains(law)), "{name}: {law}");
        }
        assert_eq!(doc.signature_parties.len(), 2, "{name}");
    }
    // Signature wording in the customer's answers makes even a policy an agreement (spec §5).
    let mut req = with_custom(request(DocumentType::Other, UsState::Ohio, &[]), "Travel Policy");
    assert!(draft_offline(&req, &research_of(&req)).signature_parties.is_empty());
    if let Some(custom) = req.custom_document.as_mut() {
        custom.questions[0].answer = "Each trip must be signed by a manager.".into();
    }
    assert_eq!(draft_offline(&req, &research_of(&req)).signature_parties.len(), 2);
}

#[test]
fn a_mutual_nda_has_a_cover_page_both_parties_disclose_and_both_blocks_take_a_notice_address() {
    let mut req = request(DocumentType::Nda, UsState::Texas, &[]);
    req.details.mutuality = Some(Mutuality::Mutual);
    req.details.purpose = Some("evaluating a joint bid for a city contract.".into());
    req.details.counterparty = Counterparty {
        name: Some("Bluebonnet Builders".into()),
        entity: Some(CounterpartyEntity::Business(BusinessType::Partnership)),
        state: Some(UsState::Oklahoma),
    };
    let (doc, research) = (draft_offline(&req, &research_of(&req)), research_of(&req));
    let text = doc.plain_text();
    assert_eq!(doc.title, "Mutual Non-Disclosure Agreement");
    assert_eq!(doc.sections[0].heading, "Cover Page");
    for expected in [
        "Purpose: evaluating a joint bid for a city contract (the “Purpose”).",
        "Disclosure Period: two (2) years from the Effective Date",
        "Period of Confidentiality: five (5) years after the Disclosure Period ends",
        "Governing Law: the laws of the State of Texas",
        &format!("Courts: the state and federal courts located in {BLANK} County, State of Texas."),
        "Company: Acme Widgets LLC, a Texas limited liability company. Notice address:",
        "Counterparty: Bluebonnet Builders, an Oklahoma partnership. Notice address:",
        "This is a mutual agreement: each Party may disclose Confidential Information to the other",
        "Neither Party may assign or transfer this Agreement",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
    assert!(!text.contains("one-way"), "{text}");
    assert!(doc.preamble[0].text().contains("(the “Company”), and Bluebonnet Builders"));
    assert_eq!(
        doc.signature_parties,
        vec![
            SignatureParty::new("Company", "Acme Widgets LLC").with_notice_address(),
            SignatureParty::new("Counterparty", "Bluebonnet Builders").with_notice_address(),
        ]
    );
    assert!(doc.to_markdown().contains(&format!("Notice address: {BLANK}\n\nDate: {BLANK}")));
    assert!(research.adaptations.iter().any(|a| a.contains("mutual NDA")), "{:?}", research.adaptations);
    // The protections every NDA keeps.
    assert!(text.contains("18 U.S.C. § 1833(b)") && text.contains("Speak Out Act"));

    // One-way stays the default, and takes the stated purpose too.
    req.details.mutuality = Some(Mutuality::OneWay);
    let one_way = draft_offline(&req, &research_of(&req));
    assert_eq!(one_way.title, "Non-Disclosure Agreement");
    let text = one_way.plain_text();
    assert!(text.contains("This is a one-way agreement") && !text.contains("Cover Page"));
    assert!(text.contains(
        "to the Receiving Party for this purpose: evaluating a joint bid for a city contract (the “Purpose”)."
    ));
}

#[test]
fn a_name_that_says_another_legal_form_gets_a_review_note() {
    let mut req = request(DocumentType::FreelanceAgreement, UsState::Ohio, &[]);
    req.business_name = "Acme Inc".into();
    let points = research_of(&req).review_points;
    assert!(points.iter().any(|p| p.contains("'Acme Inc' reads like a corporation's name")), "{points:?}");
    req.business_type = BusinessType::Corporation;
    assert!(!research_of(&req).review_points.iter().any(|p| p.contains("reads like")));
}

/// The Word file the buyer gets carries every review note as a comment by the product: a note about clauses on the
/// text of those clauses, the others in the cover comment on the title; and its signature blocks chain to the
/// body's last paragraph, so none sits alone on the last page (LibreOffice's layout: tests/word_output.rs).
#[test]
fn the_word_file_carries_the_review_notes_on_their_clauses_and_keeps_the_signatures_together() {
    use super::docx::tests::{body_paragraphs, word_comments};
    let nda = request(DocumentType::Nda, UsState::Texas, &[]);
    let freelance = request(DocumentType::FreelanceAgreement, UsState::California, &SpecialClause::ALL);
    let privacy = request(DocumentType::PrivacyPolicy, UsState::Colorado, &[]);
    let custom = with_custom(request(DocumentType::Other, UsState::Oregon, &[]), "Independent Contractor Agreement");
    let mut anchored = std::collections::BTreeMap::new();
    for req in [nda, freelance, privacy, custom] {
        let plan = plan(&req, AS_OF);
        let properties = WordProperties::new("LegalDraft", time::macros::datetime!(2026-11-26 10:30:00 UTC));
        let bytes = render_docx_with_notes(&plan.document, &properties, &plan.review_notes).expect("renders");
        let comments = word_comments(&bytes);
        let title = &plan.document.title;
        assert_eq!(
            plan.review_notes.iter().map(|n| n.text.as_str()).collect::<Vec<_>>(),
            plan.research.review_points.iter().map(String::as_str).collect::<Vec<_>>(),
            "{title}: the notes are the research's review points"
        );
        let clauses: Vec<&Clause> = plan.document.sections.iter().flat_map(|s| &s.clauses).collect();
        let text_of = |clause: &Clause| {
            let heading = clause.heading.clone().unwrap_or_default();
            heading + &clause.paragraphs.iter().map(Paragraph::text).collect::<String>()
        };
        let (cover, beside) = comments.split_first().expect("a cover comment");
        assert_eq!(&cover.anchored, title, "{title}: the cover comment is on the title");
        for note in &plan.review_notes {
            if note.clauses.is_empty() {
                assert!(cover.lines.contains(&note.text), "{title}: {:?} is in the cover comment", note.text);
                continue;
            }
            let on: Vec<&str> =
                beside.iter().filter(|c| c.lines == [note.text.clone()]).map(|c| c.anchored.as_str()).collect();
            assert!(!on.is_empty(), "{title}: {:?} is a comment of its own", note.text);
            let spans = on.join("");
            for id in &note.clauses {
                let clause =
                    clauses.iter().find(|c| c.id.as_deref() == Some(id.as_str())).expect("a clause of the document");
                assert!(spans.contains(&text_of(clause)), "{title}: {:?} is on clause {id}", note.text);
            }
            *anchored.entry(title.clone()).or_insert(0) += 1;
        }
        assert!(comments.iter().all(|c| c.author == "LegalDraft"));
        // The signature blocks: the body's last paragraph keeps with the heading, and everything after it with
        // what follows, but the paragraph after the last block.
        if !plan.document.signature_parties.is_empty() {
            let paragraphs = body_paragraphs(&bytes);
            let heading = paragraphs.iter().position(|p| p.contains(">Signatures<")).expect("a signatures heading");
            let (last, chained) = paragraphs[heading - 1..].split_last().expect("the signatures");
            assert!(chained.iter().all(|p| p.contains("<w:keepNext />")), "{title}: the signatures chain");
            assert!(!last.contains("<w:keepNext />"), "{title}");
        }
    }
    // Notes the engine makes with a clause, and notes an outline says are about one, are beside their clauses.
    for (title, least) in [("Non-Disclosure Agreement", 2), ("Freelance Agreement", 6), ("Privacy Policy", 6)] {
        assert!(anchored.get(title).copied().unwrap_or(0) >= least, "{title}: {anchored:?}");
    }
    let nda = plan(&request(DocumentType::Nda, UsState::Texas, &[]), AS_OF);
    let one_way = nda.review_notes.iter().find(|n| n.text.starts_with("The NDA is one-way")).expect("the note");
    assert_eq!(one_way.clauses, ["nda/one-way"]);
}

#[test]
fn warming_up_plans_every_type_the_engine_drafts_without_failing() {
    // The local server calls it as it starts; a type that cannot be planned would stop the warm-up thread.
    super::warm_up(AS_OF);
}
