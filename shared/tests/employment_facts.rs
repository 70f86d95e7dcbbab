//! The facts that decide an employment agreement (issue 10): the employee's pay, exempt status, profession and the
//! state where the employee works decide whether a non-compete is lawful, which terms the state requires with it,
//! which law governs, the confidentiality notice New York requires, and an employee's (not a vendor's) data terms.
//! Each case reads the document a customer receives and its review notes.

use shared::domain::details::{Details, ExemptStatus, Profession};
use shared::domain::{
    BusinessType, Cents, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState,
};
use shared::drafting::rules::non_compete::{self, Alternative, Missing, Outcome};
use shared::drafting::{plan, DraftDocument, Research};
use time::macros::date;
use time::Date;

const AS_OF: Date = date!(2026 - 11 - 23);

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

fn employee(state: UsState, details: Details) -> DocumentRequest {
    order(DocumentType::EmploymentAgreement, state, &[SpecialClause::NonCompete], details)
}

fn pay(dollars: i64) -> Option<Cents> {
    Some(Cents(dollars * 100))
}

fn paid(dollars: i64, status: ExemptStatus) -> Details {
    Details { annual_pay: pay(dollars), exempt_status: Some(status), ..Details::default() }
}

struct Drafted {
    document: DraftDocument,
    text: String,
    research: Research,
}

impl Drafted {
    fn of(request: &DocumentRequest) -> Drafted {
        let plan = plan(request, AS_OF);
        let text = plan.document.plain_text();
        Drafted { document: plan.document, text, research: plan.research }
    }

    fn has(&self, words: &str) -> bool {
        self.text.contains(words)
    }

    fn review(&self, starting: &str) -> &str {
        self.research
            .review_points
            .iter()
            .find(|point| point.starts_with(starting))
            .unwrap_or_else(|| panic!("no review point starting {starting:?} in {:#?}", self.research.review_points))
    }

    fn section(&self, heading: &str) -> Option<usize> {
        self.document.sections.iter().position(|s| s.heading == heading)
    }
}

#[test]
fn a_washington_employee_earning_90000_gets_no_non_compete_but_a_non_solicitation_and_the_note_names_the_threshold() {
    let drafted = Drafted::of(&employee(UsState::Washington, paid(90_000, ExemptStatus::Exempt)));
    assert!(!drafted.has("Limited Non-Competition"), "{}", drafted.text);
    assert!(drafted.section("Non-Solicitation").is_some());
    assert!(drafted.has("solicit any established customer or client of the Company"));
    let note = drafted.review("Non-compete requested but left out");
    assert!(note.contains("$126,858.83") && note.contains("$90,000") && note.contains("Rev. Code Wash."), "{note}");
}

#[test]
fn a_washington_employee_earning_200000_gets_the_non_compete_with_washington_s_conditions_not_the_hedge() {
    let drafted = Drafted::of(&employee(UsState::Washington, paid(200_000, ExemptStatus::Exempt)));
    assert!(drafted.has("Limited Non-Competition"));
    assert!(!drafted.has("This clause applies only if, and only to the extent"), "the covenant is decided, not hedged");
    assert!(drafted.has("Washington Conditions"));
    assert!(drafted.has("as the result of a layoff, the clause applies only if the Company pays the Employee"));
    assert!(drafted.review("Washington: disclose the terms of the covenant").contains("accepts the offer"));
}

#[test]
fn a_massachusetts_non_exempt_employee_gets_no_non_compete() {
    let drafted = Drafted::of(&employee(UsState::Massachusetts, paid(55_000, ExemptStatus::NonExempt)));
    assert!(!drafted.has("Limited Non-Competition") && !drafted.has("Garden Leave"));
    let note = drafted.review("Non-compete requested but left out");
    assert!(note.contains("non-exempt") && note.contains("ch. 149, § 24L"), "{note}");
}

#[test]
fn a_massachusetts_exempt_employee_gets_garden_leave_or_stated_consideration_and_the_right_to_counsel() {
    let drafted = Drafted::of(&employee(UsState::Massachusetts, paid(150_000, ExemptStatus::Exempt)));
    assert!(drafted.has("Limited Non-Competition"));
    assert!(drafted.has("Garden Leave or Other Consideration"));
    assert!(drafted.has("at least fifty percent (50%) of the Employee's highest annualized base salary"));
    assert!(drafted.has("(b) Other agreed consideration: ____________________"));
    assert!(drafted.has("The Employee has the right to consult an attorney of the Employee's choice"));
    assert!(drafted.has("without cause or as part of a layoff"));
    let steps = drafted.review("Massachusetts: give the Employee this agreement");
    assert!(steps.contains("formal offer") && steps.contains("10 business days"), "{steps}");
    // Both parties sign it.
    assert_eq!(drafted.document.signature_parties.len(), 2);
}

#[test]
fn a_colorado_physician_gets_no_non_compete_and_no_customer_non_solicitation() {
    let details = Details { profession: Some(Profession::Physician), ..paid(320_000, ExemptStatus::Exempt) };
    let drafted = Drafted::of(&employee(UsState::Colorado, details));
    assert!(!drafted.has("Limited Non-Competition"));
    assert!(!drafted.has("solicit any established customer"), "patient and customer non-solicits are void too");
    assert!(drafted.has("Non-Solicitation Using Confidential Information"));
    assert!(drafted.review("Non-compete requested but left out").contains("physician"));
}

#[test]
fn a_colorado_employee_above_the_threshold_gets_the_separate_signed_notice_as_the_last_section() {
    let drafted = Drafted::of(&employee(UsState::Colorado, paid(200_000, ExemptStatus::Exempt)));
    assert!(drafted.has("Limited Non-Competition") && drafted.has("Colorado Conditions"));
    let last = drafted.document.sections.last().expect("sections");
    assert!(last.heading.contains("Colorado") && last.heading.contains("Separate Document"), "{}", last.heading);
    let notice: String =
        last.clauses.iter().flat_map(|c| &c.paragraphs).map(|p| p.text()).collect::<Vec<_>>().join("\n");
    assert!(notice.contains("Employment Agreement between Acme Widgets LLC"), "{notice}");
    assert!(notice.contains("could restrict your options for subsequent employment"));
    assert!(notice.contains("“Limited Non-Competition” clause") && notice.contains("“Restrictive Covenants” section"));
    assert!(notice.contains("may be unenforceable"));
    assert!(notice.contains("Employee's signature: ____"));
    assert!(drafted.review("Colorado: give the Employee the separate notice").contains("before the Employee accepts"));
}

#[test]
fn a_colorado_employee_between_the_two_thresholds_keeps_the_non_solicitation_with_its_notice() {
    let drafted = Drafted::of(&employee(UsState::Colorado, paid(90_000, ExemptStatus::Exempt)));
    assert!(!drafted.has("Limited Non-Competition"));
    assert!(drafted.has("solicit any established customer"));
    assert!(drafted.has("The Non-Solicitation clause protects the Company's trade secrets"));
    let last = drafted.document.sections.last().expect("sections");
    assert!(last.heading.contains("Colorado"), "{}", last.heading);
    // Below 60% of the threshold only the trade-secret restriction is left.
    let low = Drafted::of(&employee(UsState::Colorado, paid(60_000, ExemptStatus::NonExempt)));
    assert!(!low.has("solicit any established customer") && low.has("Non-Solicitation Using Confidential Information"));
    assert!(!low.document.sections.last().expect("sections").heading.contains("Colorado"));
}

#[test]
fn a_louisiana_covenant_lists_its_parishes_in_labelled_blanks() {
    let drafted = Drafted::of(&employee(UsState::Louisiana, Details::default()));
    assert!(drafted.has("Restricted Area in Louisiana"));
    assert_eq!(drafted.text.matches("Parish or municipality: ____________________").count(), 4);
    assert!(drafted.has("no more than two (2) years"));
    assert!(drafted.review("Louisiana: list in the Restricted Area clause").contains("23:921(C)"));
}

#[test]
fn an_oregon_exempt_employee_above_the_threshold_gets_the_covenant_the_copy_and_the_notice_steps() {
    let drafted = Drafted::of(&employee(UsState::Oregon, paid(200_000, ExemptStatus::Exempt)));
    assert!(drafted.has("Limited Non-Competition") && drafted.has("Oregon Conditions"));
    assert!(drafted.has("Within thirty (30) days after the Employee's employment ends, the Company will give the Employee a signed, written copy"));
    let steps = drafted.review("Oregon: tell the Employee in a written employment offer");
    assert!(steps.contains("two weeks before the first day"), "{steps}");
    // The last recorded figure is 2025's: the note asks to confirm the current one.
    assert!(drafted
        .research
        .review_points
        .iter()
        .any(|p| p.contains("$116,427 for 2025") && p.contains("confirm the current figure")));
    // Not exempt: no covenant.
    let non_exempt = Drafted::of(&employee(UsState::Oregon, paid(200_000, ExemptStatus::NonExempt)));
    assert!(!non_exempt.has("Limited Non-Competition"));
}

#[test]
fn a_texas_business_with_an_employee_working_in_california_gets_no_non_compete_and_california_law() {
    let details = Details { work_state: Some(UsState::California), ..paid(150_000, ExemptStatus::Exempt) };
    let drafted = Drafted::of(&employee(UsState::Texas, details));
    assert!(!drafted.has("Limited Non-Competition"));
    assert!(drafted.has("is governed by the laws of the State of California"), "{}", drafted.text);
    assert!(drafted.has("courts located in the State of California"));
    assert!(!drafted.has("laws of the State of Texas"));
    assert!(drafted.research.laws.iter().any(|law| law.citation == "Cal. Lab. Code § 925"));
    assert!(
        drafted.research.laws.iter().any(|law| law.citation.starts_with("Cal. Lab. Code §§ 2870")),
        "California's invention notice"
    );
    assert!(drafted.review("Non-compete requested but left out").contains("Under California law"));
}

#[test]
fn an_employee_working_in_new_york_gets_the_5_336_notice_in_the_confidentiality_section() {
    let details = Details { work_state: Some(UsState::NewYork), ..Details::default() };
    let drafted = Drafted::of(&order(DocumentType::EmploymentAgreement, UsState::Texas, &[], details));
    let confidentiality = &drafted.document.sections[drafted.section("Confidential Information").expect("section")];
    let notice = confidentiality
        .clauses
        .iter()
        .find(|c| c.heading.as_deref() == Some("Notice Required by New York Law"))
        .expect("the New York notice is a clause of the confidentiality section");
    let text = notice.paragraphs[0].text();
    for listener in [
        "law enforcement",
        "the Equal Employment Opportunity Commission",
        "the New York State Division of Human Rights",
        "the New York State Attorney General",
        "a local commission on human rights",
        "an attorney retained by the Employee",
    ] {
        assert!(text.contains(listener), "{listener}: {text}");
    }
    assert!(text.contains("N.Y. Gen. Oblig. Law § 5-336"));
    // An employee working in Texas for a Texas business has none.
    assert!(!Drafted::of(&order(DocumentType::EmploymentAgreement, UsState::Texas, &[], Details::default()))
        .has("Notice Required by New York Law"));
}

#[test]
fn an_employee_with_the_data_protection_clause_gets_employee_terms_not_vendor_terms() {
    let request = order(
        DocumentType::EmploymentAgreement,
        UsState::California,
        &[SpecialClause::DataProtection],
        Details::default(),
    );
    let drafted = Drafted::of(&request);
    for vendor in [
        "Security and Sub-Processors",
        "Privacy Requests and Deletion",
        "documented instructions",
        "service provider or processor",
    ] {
        assert!(!drafted.has(vendor), "vendor term {vendor:?} in an employment agreement");
    }
    assert!(
        drafted.has("Handling Personal Data")
            && drafted.has("written privacy, information-security and acceptable-use policies")
    );
    assert!(drafted.has("Reporting Security Incidents") && drafted.has("within twenty-four (24) hours"));
    assert!(drafted.has("Personal Data When Employment Ends"));
    assert!(drafted.has("The Company's Handling of the Employee's Personal Information"));
    let cpra = drafted.review("Employee privacy in California");
    assert!(cpra.contains("notice at or before collection") && cpra.contains("1798.100"), "{cpra}");
    // A contractor keeps the vendor terms.
    let freelance = order(
        DocumentType::FreelanceAgreement,
        UsState::California,
        &[SpecialClause::DataProtection],
        Details::default(),
    );
    assert!(Drafted::of(&freelance).has("Security and Sub-Processors"));
}

#[test]
fn without_the_pay_the_covenant_is_left_out_and_the_note_names_the_fact_that_would_decide() {
    // Washington fines an employer for a covenant it voids: without the pay, no covenant is presented.
    let drafted = Drafted::of(&employee(UsState::Washington, Details::default()));
    assert!(!drafted.has("Limited Non-Competition") && !drafted.has("applies only if, and only to the extent"));
    assert!(drafted.has("solicit any established customer"));
    let note = drafted.review("Non-compete requested but left out: in Washington");
    assert!(note.contains("the Employee's annual pay") && note.contains("draft or revise again"), "{note}");
    // With the pay given, the covenant comes with the terms Washington requires.
    let paid = Drafted::of(&employee(UsState::Washington, paid(200_000, ExemptStatus::Exempt)));
    assert!(paid.has("Limited Non-Competition") && paid.has("as the result of a layoff"));
}

#[test]
fn an_illinois_employee_at_45000_keeps_only_the_trade_secret_restriction() {
    let drafted = Drafted::of(&employee(UsState::Illinois, paid(45_000, ExemptStatus::NonExempt)));
    assert!(!drafted.has("Limited Non-Competition") && !drafted.has("solicit any established customer"));
    assert!(drafted.has("Non-Solicitation Using Confidential Information"));
    // At $60,000 the non-solicitation stays, with the advice to consult a lawyer and 14 days to review.
    let above = Drafted::of(&employee(UsState::Illinois, paid(60_000, ExemptStatus::Exempt)));
    assert!(above.has("solicit any established customer") && !above.has("Limited Non-Competition"));
    assert!(above.has("Right to Consult an Attorney") && above.has("at least fourteen (14) calendar days"));
}

#[test]
fn a_threshold_not_recorded_for_the_document_s_year_leaves_the_covenant_out_for_pay_close_above_the_last_figure() {
    // Maine: 400% of the 2025 poverty guideline is $62,600; 2026's is not recorded.
    let close = Drafted::of(&employee(UsState::Maine, paid(66_000, ExemptStatus::Exempt)));
    assert!(!close.has("Limited Non-Competition"));
    assert!(close.review("Non-compete requested but left out: in Maine").contains("Maine's threshold for 2026"));
    let below = Drafted::of(&employee(UsState::Maine, paid(60_000, ExemptStatus::Exempt)));
    assert!(!below.has("Limited Non-Competition"));
    let well_above = Drafted::of(&employee(UsState::Maine, paid(120_000, ExemptStatus::Exempt)));
    assert!(well_above.has("When the Non-Competition Covenant Takes Effect"));
    assert!(
        well_above.has("one (1) year, or six (6) months after the Employee signs this Agreement, whichever is later")
    );
}

#[test]
fn a_lawyer_never_gets_a_non_compete() {
    let details = Details { profession: Some(Profession::Lawyer), ..paid(250_000, ExemptStatus::Exempt) };
    let drafted = Drafted::of(&employee(UsState::Texas, details));
    assert!(!drafted.has("Limited Non-Competition"));
    assert!(drafted.review("Non-compete requested but left out").contains("r. 5.6(a)"));
}

#[test]
fn a_contractor_s_covenant_is_decided_by_the_contract_value_and_the_contractor_s_state() {
    let freelance = |state: UsState, details: Details| {
        Drafted::of(&order(DocumentType::FreelanceAgreement, state, &[SpecialClause::NonCompete], details))
    };
    // Without the contract's value, Washington's contractor floor cannot be checked: left out, the floor named.
    let unknown = freelance(UsState::Washington, Details::default());
    assert!(!unknown.has("Limited Non-Competition"));
    assert!(unknown.review("Non-compete requested but left out: in Washington").contains("$317,147.09"));
    // A contract worth less than the floor: void for this contractor, the value and the floor in the reason.
    let small =
        freelance(UsState::Washington, Details { contract_value: Some(Cents(5_000_000)), ..Details::default() });
    assert!(!small.has("Limited Non-Competition"));
    let reason = small.review("Non-compete requested but left out");
    assert!(reason.contains("$50,000") && reason.contains("independent contractors"), "{reason}");
    // A contract worth more than the floor: the covenant, with Washington's terms.
    let large =
        freelance(UsState::Washington, Details { contract_value: Some(Cents(40_000_000)), ..Details::default() });
    assert!(large.has("Limited Non-Competition"));
    // A Texas business with a contractor in Minnesota, which voids contractors' non-competes: Minnesota decides.
    let counterparty = shared::domain::details::Counterparty { state: Some(UsState::Minnesota), ..Default::default() };
    let elsewhere = freelance(UsState::Texas, Details { counterparty, ..Details::default() });
    assert!(!elsewhere.has("Limited Non-Competition"));
    assert!(elsewhere.review("Non-compete requested but left out").contains("Minn. Stat."));
}

/// The one decision the instruction screen asks: whether a non-compete is left out, by which state's rule.
#[test]
fn decide_names_the_state_and_rule_that_leave_a_non_compete_out() {
    let low = non_compete::decide(&employee(UsState::Washington, paid(90_000, ExemptStatus::Exempt)), AS_OF);
    let reason = low.left_out().expect("left out");
    assert_eq!(reason.state, UsState::Washington);
    let sentence = reason.sentence();
    assert!(
        sentence.starts_with("Under Washington law (Rev. Code Wash. ch. 49.62)") && sentence.contains("$90,000"),
        "{sentence}"
    );
    assert_eq!(low.alternative, Alternative::NonSolicitation);

    let high = non_compete::decide(&employee(UsState::Washington, paid(200_000, ExemptStatus::Exempt)), AS_OF);
    assert_eq!(high.outcome, Outcome::Include);
    assert!(high.left_out().is_none());

    let unknown = non_compete::decide(&employee(UsState::Oregon, Details::default()), AS_OF);
    assert_eq!(unknown.outcome, Outcome::Conditional(vec![Missing::ExemptStatus, Missing::AnnualPay]));

    let elsewhere = Details { work_state: Some(UsState::Minnesota), ..Details::default() };
    let minnesota = non_compete::decide(&employee(UsState::Texas, elsewhere), AS_OF);
    assert_eq!(minnesota.left_out().map(|r| r.state), Some(UsState::Minnesota));
}

#[test]
fn the_district_binds_only_highly_compensated_employees_and_gives_its_notice_separately() {
    let high = Drafted::of(&employee(UsState::DistrictOfColumbia, paid(200_000, ExemptStatus::Exempt)));
    assert!(high.has("Limited Non-Competition"));
    assert!(high.has("Notice of Non-Compete Provision Under District of Columbia Law"));
    assert!(high.has("has determined that you are a highly compensated employee"));
    assert!(high.has("at least fourteen (14) days before you start work"));
    let low = Drafted::of(&employee(UsState::DistrictOfColumbia, paid(100_000, ExemptStatus::Exempt)));
    assert!(!low.has("Limited Non-Competition") && !low.has("highly compensated employee"));
    let reason = low.review("Non-compete requested but left out");
    assert!(reason.contains("D.C. Code § 32-581.01") && reason.contains("$100,000"), "{reason}");
}

/// Washington's 2026 act voids every non-compete with employees and contractors from June 30, 2027, whenever signed:
/// a well-paid exempt employee's covenant is drafted before that day and left out from it, with the day in the reason.
#[test]
fn washingtons_ban_takes_the_covenant_out_from_its_day() {
    let request = employee(UsState::Washington, paid(500_000, ExemptStatus::Exempt));
    let before = plan(&request, date!(2027 - 06 - 29));
    assert!(before.document.plain_text().contains("Limited Non-Competition"));
    let from = plan(&request, date!(2027 - 06 - 30));
    assert!(!from.document.plain_text().contains("Limited Non-Competition"));
    let reason = from.clauses[0].reason.clone().unwrap_or_default();
    assert!(reason.contains("void from June 30, 2027, whenever signed"), "{reason}");
    let contractor = order(
        DocumentType::FreelanceAgreement,
        UsState::Washington,
        &[SpecialClause::NonCompete],
        Details { contract_value: Some(Cents(90_000_000)), ..Details::default() },
    );
    assert!(!plan(&contractor, date!(2027 - 07 - 01)).document.plain_text().contains("Limited Non-Competition"));
}
