//! The plan a form shows before payment (`plan-document`, issues 23 and 24) is the plan of the drafting pass that
//! writes the document: a special clause it calls included changes the document, one it leaves out is not in it,
//! and one that waits on facts names the form's fields that decide it and is decided once they are given.

use shared::domain::details::{Details, ExemptStatus};
use shared::domain::{
    BusinessType, Cents, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState,
};
use shared::drafting::{plan, ClausePlan, ClauseStatus};
use time::macros::date;
use time::Date;

const AS_OF: Date = date!(2026 - 11 - 27);
const COVENANT: &str = "Limited Non-Competition";

fn order(document_type: DocumentType, state: UsState, clauses: &[SpecialClause], details: Details) -> DocumentRequest {
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
        details,
    }
}

fn planned(request: &DocumentRequest) -> (ClausePlan, String) {
    let plan = plan(request, AS_OF);
    assert_eq!(plan.clauses.len(), request.special_clauses.len(), "one plan per selected clause");
    (plan.clauses[0].clone(), plan.document.plain_text())
}

const TYPES: [DocumentType; 5] = [
    DocumentType::Nda,
    DocumentType::TermsOfService,
    DocumentType::PrivacyPolicy,
    DocumentType::FreelanceAgreement,
    DocumentType::EmploymentAgreement,
];

#[test]
fn a_clause_the_plan_includes_is_in_the_document_and_one_it_leaves_out_is_explained() {
    for document_type in TYPES {
        for state in [UsState::California, UsState::NewYork, UsState::Texas, UsState::DistrictOfColumbia] {
            let without = plan(&order(document_type, state, &[], Details::default()), AS_OF).document.plain_text();
            for clause in SpecialClause::ALL {
                let case = format!("{document_type} in {} with {}", state.name(), clause.label());
                let (clause_plan, text) = planned(&order(document_type, state, &[clause], Details::default()));
                assert_eq!((clause_plan.clause, clause_plan.label), (clause, clause.label()), "{case}");
                match clause_plan.status {
                    ClauseStatus::Included => {
                        assert_ne!(text, without, "{case}: planned as included, yet the document is unchanged");
                        assert!(clause_plan.reason.is_none() && clause_plan.facts.is_empty(), "{case}");
                    }
                    ClauseStatus::LeftOut | ClauseStatus::NeedsFacts => {
                        let reason = clause_plan.reason.as_deref().unwrap_or_default();
                        assert!(reason.ends_with('.') && reason.len() > 30, "{case}: a reason a buyer reads: {reason}");
                        assert!(!text.contains(COVENANT), "{case}: left out, yet the covenant is drafted");
                    }
                }
            }
        }
    }
}

#[test]
fn a_non_compete_is_planned_as_every_state_decides_it_and_the_facts_asked_decide_it() {
    let rich = Details {
        annual_pay: Some(Cents(50_000_000)),
        exempt_status: Some(ExemptStatus::Exempt),
        ..Details::default()
    };
    for state in UsState::ALL {
        let request = order(DocumentType::EmploymentAgreement, state, &[SpecialClause::NonCompete], Details::default());
        let (clause_plan, text) = planned(&request);
        let case = state.name();
        assert_eq!(text.contains(COVENANT), clause_plan.status == ClauseStatus::Included, "{case}: {clause_plan:?}");
        if clause_plan.status != ClauseStatus::Included {
            assert!(clause_plan.instead.is_some(), "{case}: what the document uses instead");
        }
        if clause_plan.status == ClauseStatus::NeedsFacts && !clause_plan.facts.is_empty() {
            assert!(clause_plan.facts.iter().all(|f| ["annualPay", "exemptStatus"].contains(f)), "{case}");
            let answered = order(DocumentType::EmploymentAgreement, state, &[SpecialClause::NonCompete], rich.clone());
            let (decided, text) = planned(&answered);
            assert!(decided.facts.is_empty(), "{case}: the facts asked for were given: {decided:?}");
            assert_eq!(text.contains(COVENANT), decided.status == ClauseStatus::Included, "{case}");
        }
    }
}

#[test]
fn the_plans_a_buyer_sees_name_the_state_and_the_facts() {
    let california =
        order(DocumentType::EmploymentAgreement, UsState::California, &[SpecialClause::NonCompete], Details::default());
    let (clause_plan, _) = planned(&california);
    assert_eq!(clause_plan.status, ClauseStatus::LeftOut);
    assert!(clause_plan.reason.as_deref().unwrap_or_default().starts_with("Under California law ("), "{clause_plan:?}");
    assert!(clause_plan.instead.as_deref().unwrap_or_default().starts_with('A'), "a sentence's start: {clause_plan:?}");

    let washington =
        order(DocumentType::EmploymentAgreement, UsState::Washington, &[SpecialClause::NonCompete], Details::default());
    let (clause_plan, _) = planned(&washington);
    assert_eq!(clause_plan.status, ClauseStatus::NeedsFacts);
    assert!(clause_plan.facts.contains(&"annualPay"), "{clause_plan:?}");
    assert!(clause_plan.reason.as_deref().unwrap_or_default().contains("Washington"), "{clause_plan:?}");

    let poorly_paid = Details { annual_pay: Some(Cents(6_000_000)), ..Details::default() };
    let washington =
        order(DocumentType::EmploymentAgreement, UsState::Washington, &[SpecialClause::NonCompete], poorly_paid);
    assert_eq!(planned(&washington).0.status, ClauseStatus::LeftOut);

    // A contractor in a state with an earnings floor for contractors: the contract's value decides.
    let contractor =
        order(DocumentType::FreelanceAgreement, UsState::Washington, &[SpecialClause::NonCompete], Details::default());
    let (clause_plan, _) = planned(&contractor);
    assert_eq!((clause_plan.status, clause_plan.facts.as_slice()), (ClauseStatus::NeedsFacts, &["contractValue"][..]));

    // Published documents: a covenant does not fit them; terms of service restrict competitive use instead.
    let policy = order(DocumentType::PrivacyPolicy, UsState::Texas, &[SpecialClause::NonCompete], Details::default());
    let (clause_plan, _) = planned(&policy);
    assert_eq!((clause_plan.status, clause_plan.instead.as_deref()), (ClauseStatus::LeftOut, None));
    assert!(clause_plan.reason.as_deref().unwrap_or_default().starts_with("It does not fit a privacy policy"));
    let terms = order(DocumentType::TermsOfService, UsState::Texas, &[SpecialClause::NonCompete], Details::default());
    let (clause_plan, text) = planned(&terms);
    assert_eq!(clause_plan.status, ClauseStatus::LeftOut);
    assert!(clause_plan.instead.as_deref().unwrap_or_default().contains("competing"), "{clause_plan:?}");
    assert!(text.to_lowercase().contains("compet"), "the competitive-use clause is in the terms");
}
