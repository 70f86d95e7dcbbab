//! One drafted document per rule row the engine drafts from: for every row of the coverage matrix's families that is
//! a state's rule (not a `no_statute` or `baseline` cell), the family's document is drafted for a business in that
//! state with the facts that put the rule in play, and the row's law must be in what the buyer receives: its
//! citation in the document or its research. Where the rule forbids a clause, the clause must be absent; where it
//! prescribes words, they must be there. A new row is tested the day it is added, without editing this file.

use shared::domain::details::{Details, ExemptStatus, Profession, SensitiveData};
use shared::domain::{
    BusinessType, Cents, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState,
};
use shared::drafting::plan;
use shared::drafting::rules::{non_compete, registry, Jurisdiction, Row, Status, Value};
use time::macros::date;
use time::Date;

/// A fixed day, so dated values do not move under the assertions.
const AS_OF: Date = date!(2026 - 11 - 27);

/// What a family's document is and which facts put its rules in play.
struct Setup {
    document_type: DocumentType,
    clauses: Vec<SpecialClause>,
    details: Details,
    instructions: &'static str,
}

fn employment(clauses: &[SpecialClause]) -> Setup {
    Setup {
        document_type: DocumentType::EmploymentAgreement,
        clauses: clauses.to_vec(),
        details: Details {
            annual_pay: Some(Cents(40_000_000)),
            exempt_status: Some(ExemptStatus::Exempt),
            ..Details::default()
        },
        instructions: "",
    }
}

fn privacy(sensitive: Vec<SensitiveData>, sells: bool) -> Setup {
    Setup {
        document_type: DocumentType::PrivacyPolicy,
        clauses: vec![],
        details: Details {
            sells_or_shares_data: Some(sells),
            targeted_advertising: Some(sells),
            sensitive_data: Some(sensitive),
            ..Details::default()
        },
        instructions: "",
    }
}

fn profession_of(row: &Row) -> Option<Profession> {
    non_compete::profession_token(row.fixed_text("professions")?.split_whitespace().next()?)
}

/// The document that puts a family's row in play, or `None` for a family no document is drafted from.
fn setup(family: &str, row: &Row) -> Option<Setup> {
    use SpecialClause::{IntellectualProperty, NonCompete};
    Some(match family {
        "non_compete" | "employment_forum" | "covenant_notice" => employment(&[NonCompete]),
        "non_compete_professions" => {
            let mut setup = employment(&[NonCompete]);
            setup.details.profession = profession_of(row);
            setup
        }
        "disclosure" | "at_will" | "final_pay" => employment(&[]),
        "invention_notice" => employment(&[IntellectualProperty]),
        "freelance" => Setup {
            document_type: DocumentType::FreelanceAgreement,
            clauses: vec![],
            details: Details { contract_value: Some(Cents(500_000)), ..Details::default() },
            instructions: "",
        },
        "privacy" | "opt_out_signals" => privacy(vec![], true),
        "minors_privacy" => privacy(vec![SensitiveData::Teens], true),
        "consumer_health_data" => privacy(vec![SensitiveData::Health], true),
        "sensitive_data" => privacy(
            SensitiveData::ALL.iter().copied().filter(|kind| *kind != SensitiveData::NoneOfThese).collect(),
            true,
        ),
        "auto_renewal" | "consumer_notice" => Setup {
            document_type: DocumentType::TermsOfService,
            clauses: vec![],
            details: Details::default(),
            instructions: "Customers pay a monthly subscription that renews automatically until they cancel.",
        },
        _ => return None,
    })
}

fn request(state: UsState, setup: Setup) -> DocumentRequest {
    DocumentRequest {
        document_type: setup.document_type,
        business_name: "Acme Widgets LLC".into(),
        business_type: BusinessType::Llc,
        state,
        industry: Industry::ALL[0],
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: setup.clauses,
        custom_instructions: setup.instructions.into(),
        custom_document: None,
        details: setup.details,
    }
}

/// The families of the matrix whose rows the engine drafts from, as coverage.toml lists them.
fn families() -> Vec<String> {
    let manifest: toml::Table =
        toml::from_str(include_str!("../drafting/coverage.toml")).expect("coverage.toml reads as TOML");
    let list = manifest.get("families").and_then(|f| f.as_array()).cloned().unwrap_or_default();
    list.iter().filter_map(|family| family.get("table")?.as_str().map(str::to_string)).collect()
}

/// Whether the row is in force on the test's day, where it says from when.
fn in_force(row: &Row) -> bool {
    let since = row.fixed_value("in_force_since").or_else(|| row.fixed_value("effective"));
    !matches!(since, Some(Value::Date(day)) if day > AS_OF) && row.from.is_none_or(|from| from <= AS_OF)
}

const COVENANT: &str = "Limited Non-Competition";

#[test]
fn every_rule_row_reaches_the_document_drafted_in_its_state() {
    let mut drafted = 0;
    let mut problems = Vec::new();
    for family in families() {
        let Some(table) = registry().table(&family) else { continue };
        for row in &table.rows {
            let Jurisdiction::State(state) = row.state else { continue };
            if !in_force(row) {
                continue;
            }
            let Some(setup) = setup(&family, row) else { continue };
            // A state whose covenant law voids the covenant sets no signing formality: its row asks nothing here.
            if family == "covenant_notice" && row.status == Status::Void {
                continue;
            }
            // The sensitive-data table's rows that ban no sale on the day ask nothing of the document.
            if family == "sensitive_data" && !bans_a_sale(row) {
                continue;
            }
            let plan = plan(&request(state, setup), AS_OF);
            let text = plan.document.plain_text();
            let research = &plan.research;
            drafted += 1;
            let at = format!("{family}.toml {} {:?}", state.name(), row.key);
            let cited = text.contains(row.law.citation)
                || research.laws.iter().any(|law| law.citation == row.law.citation)
                || research.review_points.iter().chain(&research.adaptations).any(|p| p.contains(row.law.citation));
            // A profession's ban in a state whose general law already voids every non-compete is met by that law.
            let covered_by_general_ban = family == "non_compete_professions"
                && registry().table("non_compete").and_then(|t| t.row(state)).is_some_and(|r| r.status == Status::Void)
                && !text.contains(COVENANT);
            if !cited && !covered_by_general_ban {
                problems.push(format!("{at}: {} is cited nowhere in the document or its research", row.law.citation));
            }
            let left_out = row.status == Status::Void || row.fixed_text("outcome") == Some("leave_out");
            let covenant_family = family == "non_compete" || family == "non_compete_professions";
            if covenant_family && left_out && text.contains(COVENANT) {
                problems.push(format!("{at}: the rule voids the non-compete, and the document carries one"));
            }
            if family == "disclosure" && row.fixed_text("may_speak_with").is_some() {
                let heading = format!("Required by {} Law", state.name());
                if !text.contains(&heading) {
                    problems.push(format!("{at}: the confidentiality notice the state prescribes is missing"));
                }
            }
            if family == "at_will" && !text.to_lowercase().contains("good cause") {
                problems.push(format!("{at}: a good-cause state's employment agreement never says good cause"));
            }
            if family == "final_pay" {
                let required = row.fixed_text("vacation_payout") == Some("required");
                if !text.contains(&format!("within the time {} law requires ({})", state.name(), row.law.citation)) {
                    problems.push(format!("{at}: the agreement does not tie final pay to the state's statute"));
                }
                if required != text.contains("is not forfeited when employment ends") {
                    problems.push(format!("{at}: earned vacation is not treated as the state's law treats it"));
                }
            }
            let strictly = format!("If you live in {}, we collect, process and share your sensitive", state.name());
            if family == "sensitive_data"
                && row.fixed_text("processing") == Some("strictly_necessary")
                && !text.contains(&strictly)
            {
                problems.push(format!("{at}: the policy does not hold sensitive data to what is strictly necessary"));
            }
            if family == "sensitive_data" && !text.contains(&format!("residents of {}", state.name())) {
                problems.push(format!("{at}: the policy does not say what it does not sell of the state's residents"));
            }
        }
    }
    assert!(drafted > 100, "only {drafted} rows drafted: the families' tables lost their rows");
    assert!(problems.is_empty(), "{} of {drafted} rows:\n{}", problems.len(), problems.join("\n"));
}

fn bans_a_sale(row: &Row) -> bool {
    matches!(row.value("banned_kinds", AS_OF), Some(Value::Text(kinds)) if !kinds.trim().is_empty())
}

/// New Jersey's Truth-in-Consumer Contract, Warranty and Notice Act (N.J. Stat. Ann. § 56:12-16) forbids a consumer
/// contract to say a term may not apply in some jurisdictions without saying which do not apply in New Jersey
/// (warranties excepted). Terms of service reach New Jersey consumers whatever the business's state.
#[test]
fn terms_never_say_a_non_warranty_term_may_not_apply_in_some_states() {
    for state in [UsState::NewJersey, UsState::Texas, UsState::California, UsState::DistrictOfColumbia] {
        let setup = Setup {
            document_type: DocumentType::TermsOfService,
            clauses: SpecialClause::ALL.to_vec(),
            details: Details::default(),
            instructions: "",
        };
        let text = plan(&request(state, setup), AS_OF).document.plain_text();
        for sentence in text.split(['.', '\n']).map(str::to_lowercase) {
            let some_places = sentence.contains("some states") || sentence.contains("some jurisdictions");
            if some_places && sentence.contains("may not apply") {
                assert!(
                    sentence.contains("warrant"),
                    "{}: a non-warranty some-states sentence: {sentence}",
                    state.name()
                );
            }
        }
        assert!(text.contains("If you live in New Jersey, these limits apply"), "{}", state.name());
    }
}
