//! The rule tables' checks iterate the registry, so a new table file or row is checked without editing this file;
//! the recipe tests add a state row and a rule family as data and decide a dated figure on two dates.

use super::*;
use std::collections::HashSet;
use time::macros::date;
use time::Date;

/// Everything wrong with a registry's tables: the checks every table gets, embedded or loaded by a test.
fn problems(registry: &Registry) -> Vec<String> {
    let mut problems = Vec::new();
    for table in registry.tables() {
        let id = table.id;
        let iso = table.last_checked.to_string();
        let shape = iso.len() == 10 && iso.as_bytes()[4] == b'-' && iso.as_bytes()[7] == b'-';
        if !shape || table.name.is_empty() {
            problems.push(format!("{id}: name {:?}, last_checked {iso}", table.name));
        }
        if table.rows.is_empty() {
            problems.push(format!("{id}: no rows"));
        }
        let mut seen = HashSet::new();
        let with_notes = table.rows.iter().filter(|row| !row.note.is_empty()).count();
        for row in &table.rows {
            let at = format!("{id}: {:?} {:?}", row.state, row.key);
            if !seen.insert((row.state, row.key)) {
                problems.push(format!("{at}: more than one row"));
            }
            if row.law.name.is_empty() || row.law.citation.is_empty() {
                problems.push(format!("{at}: law without a name or citation"));
            }
            if let Some(link) = row.law.link {
                if !well_formed_https(link) {
                    problems.push(format!("{at}: link {link} is not a well-formed https URL"));
                }
            }
            if with_notes > 0 && (row.note.is_empty() || row.note.iter().any(|note| note.value.is_empty())) {
                problems.push(format!("{at}: the table's rows have notes but this one has none"));
            }
            let froms = row.values.iter().map(|(name, list)| (*name, dates(list))).chain([("note", dates(&row.note))]);
            for (name, froms) in froms {
                if !ascending(&froms) {
                    problems.push(format!("{at}: {name}'s dates are not ascending and distinct: {froms:?}"));
                }
            }
            for day in render_dates(table, row) {
                if let Err(e) = row.note(day) {
                    problems.push(format!("{at}: note on {day}: {e}"));
                }
            }
        }
    }
    problems
}

fn dates<T>(list: &[Dated<T>]) -> Vec<Option<Date>> {
    list.iter().map(|entry| entry.from).collect()
}

/// At most one undated entry, and only first; then dates strictly ascending (no duplicates).
fn ascending(froms: &[Option<Date>]) -> bool {
    let undated_first = froms.iter().skip(1).all(|from| from.is_some());
    undated_first && froms.windows(2).all(|pair| pair[0] < pair[1])
}

/// Every day a row's note can read differently on: each change, the day before it, and both ends of time.
fn render_dates(table: &Table, row: &Row) -> Vec<Date> {
    let mut days = vec![date!(1900 - 01 - 01), table.last_checked, date!(2100 - 01 - 01)];
    for from in row.values.values().flatten().filter_map(|v| v.from).chain(row.note.iter().filter_map(|n| n.from)) {
        days.push(from);
        days.extend(from.previous_day());
    }
    days
}

fn well_formed_https(link: &str) -> bool {
    let Some(rest) = link.strip_prefix("https://") else { return false };
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host_ok = host.contains('.')
        && !host.starts_with('.')
        && !host.ends_with('.')
        && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    host_ok && !link.chars().any(|c| c.is_whitespace() || c.is_control() || c == '"' || c == '<' || c == '>')
}

/// Builds every family's rows and every position, so a row a family cannot read fails here and not in a draft.
fn build_every_family() {
    assert!(!at_will::AT_WILL_EXCEPTIONS.is_empty());
    assert!(!auto_renewal::AUTO_RENEWAL_LAWS.is_empty());
    assert!(!consumer_notice::CONSUMER_NOTICES.is_empty());
    assert!(!customer_text::CUSTOMER_TEXT_LAWS.is_empty());
    assert!(!employment_forum::covers_of(registry().expect_table("employment_forum")).is_empty());
    assert!(!disclosure::DISCLOSURE_PROTECTIONS.is_empty());
    assert!(!employment_forum::EMPLOYMENT_FORUM.is_empty());
    assert!(!freelance::FREELANCE_LAWS.is_empty());
    assert!(!invention_notice::INVENTION_NOTICE.is_empty());
    assert!(!privacy::COMPREHENSIVE_PRIVACY_LAWS.is_empty());
    assert!(!privacy::ONLINE_PRIVACY_NOTICE_LAWS.is_empty());
    assert!(!release::RELEASE_LAWS.is_empty());
    assert!(!worker_status::ABC_TESTS.is_empty());
    assert!(!privacy_notice::PRIVACY_NOTICES.is_empty());
    assert!(!minors_privacy::MINORS_RULES.is_empty());
    assert!(!consumer_health_data::CONSUMER_HEALTH_DATA_LAWS.is_empty());
    assert!(!biometric_privacy::BIOMETRIC_PRIVACY_LAWS.is_empty());
    assert!(!refund_policy::REFUND_POLICY_LAWS.is_empty());
    assert!(!privacy::CALOPPA.citation.is_empty());
    for law in federal::ALL {
        assert!(!law.law().citation.is_empty(), "{}", law.key);
    }
    for state in UsState::ALL {
        non_compete::position(state).note.as_of(date!(2026 - 11 - 23));
    }
    non_compete::default_position();
    assert!(!non_compete::check_every_row(date!(2026 - 11 - 23)).is_empty());
    assert!(!disclosure::REQUIRED_NOTICES.is_empty());
    assert!(!employee_privacy::EMPLOYEE_PRIVACY_LAWS.is_empty());
    assert!(sensitive_data::check_every_row() > 0);
    assert!(sensitive_data::sale_bans(date!(2026 - 11 - 23)).iter().any(|ban| ban.all_sensitive));
}

#[test]
fn every_embedded_table_loads_and_passes_the_checks() {
    let problems = problems(registry());
    assert!(problems.is_empty(), "{problems:#?}");
    build_every_family();
    // The registry is the directory: every table file is embedded (build.rs), none is left out.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("drafting/rules");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("the rule tables directory is readable in tests")
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".toml").map(str::to_string))
        .collect();
    files.sort();
    let ids: Vec<&str> = registry().tables().iter().map(|t| t.id).collect();
    assert_eq!(ids, files);
}

#[test]
fn every_table_has_an_iso_check_date_and_rows_have_citations() {
    for table in registry().tables() {
        let date = table.last_checked.to_string();
        let ok = date.len() == 10 && date.as_bytes()[4] == b'-' && date.as_bytes()[7] == b'-';
        assert!(ok, "{}: {date}", table.name);
        assert!(table.rows.iter().all(|r| !r.law.name.is_empty() && !r.law.citation.is_empty()), "{}", table.id);
    }
    // The tables whose notes the review notes quote carry a note on every row.
    for table in [
        disclosure::DISCLOSURE_PROTECTIONS,
        employment_forum::EMPLOYMENT_FORUM,
        worker_status::ABC_TESTS,
        auto_renewal::AUTO_RENEWAL_LAWS,
        privacy::ONLINE_PRIVACY_NOTICE_LAWS,
    ] {
        assert!(table.iter().all(|r| !r.law.name.is_empty() && !r.law.citation.is_empty() && !r.note.is_empty()));
    }
}

#[test]
fn the_research_vouches_for_the_oldest_check_date() {
    assert_eq!(rules_last_checked(), "2026-11-01");
    let oldest = registry().tables().iter().map(|t| t.last_checked).min().map(|d| d.to_string());
    assert_eq!(Some(rules_last_checked().to_string()), oldest);
}

#[test]
fn tables_have_at_most_one_row_per_state() {
    for table in registry().tables() {
        let mut seen = HashSet::new();
        assert!(table.rows.iter().all(|r| seen.insert((r.state, r.key))), "{}", table.id);
        // Only rows with a key (a city's ordinance, a federal law) share a state with another row.
        let mut unkeyed = HashSet::new();
        assert!(table.rows.iter().filter(|r| r.key.is_none()).all(|r| unkeyed.insert(r.state)), "{}", table.id);
    }
    assert_eq!(at_will::AT_WILL_EXCEPTIONS.len(), 1);
    assert_eq!(at_will::AT_WILL_EXCEPTIONS.iter().next().map(|r| r.state), Some(UsState::Montana));
}

#[test]
fn dated_values_ascend_without_duplicates() {
    assert!(ascending(&[None, Some(date!(2022 - 01 - 01)), Some(date!(2027 - 01 - 01))]));
    assert!(!ascending(&[Some(date!(2027 - 01 - 01)), Some(date!(2027 - 01 - 01))]));
    assert!(!ascending(&[Some(date!(2027 - 01 - 01)), Some(date!(2022 - 01 - 01))]));
    assert!(!ascending(&[Some(date!(2027 - 01 - 01)), None]));
    for table in registry().tables() {
        for row in &table.rows {
            for (name, list) in &row.values {
                assert!(ascending(&dates(list)), "{} {:?} {name}", table.id, row.state);
            }
            assert!(ascending(&dates(&row.note)), "{} {:?} note", table.id, row.state);
        }
    }
}

#[test]
fn links_are_well_formed_https_urls() {
    assert!(well_formed_https("https://www.revisor.mn.gov/statutes/cite/181.988"));
    assert!(!well_formed_https("http://www.revisor.mn.gov/"));
    assert!(!well_formed_https("https://no-dot/"));
    assert!(!well_formed_https("https://a.gov/with space"));
    let links: Vec<&str> = registry().tables().iter().flat_map(|t| &t.rows).filter_map(|r| r.law.link).collect();
    assert!(!links.is_empty());
    assert!(links.iter().all(|link| well_formed_https(link)), "{links:?}");
}

#[test]
fn a_broken_table_is_refused_with_its_file_and_field() {
    let missing_citation =
        "name = \"x\"\nlast_checked = 2026-11-01\n[[rows]]\nstate = \"Ohio\"\nlaw = { name = \"x\" }\n";
    let error = Registry::from_files(&[("broken", missing_citation)]).expect_err("no citation");
    assert_eq!(error.to_string(), "broken.toml: rows[0]: no `law.citation`");
    let typo = "name = \"x\"\nlast_checked = 2026-11-01\n[[rows]]\nstate = \"Ohioo\"\nlaw = { name = \"x\", citation = \"y\" }\n";
    let error = Registry::from_files(&[("broken", typo)]).expect_err("no such state");
    assert_eq!(error.to_string(), "broken.toml: rows[0]: unknown state `Ohioo`");
}

#[test]
fn the_brief_s_void_states_are_void() {
    use non_compete::Status;
    for state in [UsState::California, UsState::NorthDakota, UsState::Oklahoma, UsState::Minnesota] {
        assert_eq!(non_compete::position(state).status, Status::Void, "{state}");
    }
    for state in [
        UsState::Washington,
        UsState::Oregon,
        UsState::Illinois,
        UsState::Colorado,
        UsState::Massachusetts,
        UsState::Maine,
        UsState::Virginia,
        UsState::Maryland,
        UsState::NewHampshire,
        UsState::RhodeIsland,
    ] {
        assert_eq!(non_compete::position(state).status, Status::Restricted, "{state}");
    }
    assert_eq!(non_compete::position(UsState::Texas).status, Status::Reasonableness);
    assert_eq!(non_compete::position(UsState::Ohio).status, Status::Reasonableness);
}

/// Recipe "a state row": a `[[rows]]` block appended to non_compete.toml, through the same loader, changes what
/// the engine decides for that state, and only for it.
#[test]
fn recipe_a_state_row_added_as_data_changes_the_decision() {
    let fixture = include_str!("fixtures/non_compete_ohio_row.toml");
    let registry: &'static Registry =
        Box::leak(Box::new(Registry::with_extra(&[("non_compete", fixture)]).expect("the fixture row loads")));
    assert!(problems(registry).is_empty(), "{:#?}", problems(registry));
    let table = registry.expect_table("non_compete");

    let before = non_compete::position(UsState::Ohio);
    let after = non_compete::position_in(table, UsState::Ohio);
    assert_eq!(before.status, non_compete::Status::Reasonableness);
    assert_eq!(after.status, non_compete::Status::Void);
    assert_eq!(after.alternative, non_compete::Alternative::TradeSecretNonSolicitation);
    assert_eq!(after.citation, "Fixture Ohio Rev. Code § 0.0");
    assert_eq!(after.note.as_of(date!(2026 - 11 - 23)), "a fixture row: non-competes are treated as void");
    // Every other state reads as before.
    for state in UsState::ALL.into_iter().filter(|s| *s != UsState::Ohio) {
        let (embedded, extended) = (non_compete::position(state), non_compete::position_in(table, state));
        assert_eq!((embedded.status, embedded.citation), (extended.status, extended.citation), "{state}");
    }
}

/// Recipe "a rule family": a new table file registers itself (the registry is the files), gets every table's
/// checks, and a named builder of a few lines reads it. This is all the Rust a new family needs.
#[test]
fn recipe_a_rule_family_added_as_data_registers_itself() {
    /// What a drafter would read: the family's row for a state, as of the document's date.
    #[derive(Debug, PartialEq, Eq)]
    struct PayRangeRule {
        state: UsState,
        law: Law,
        min_employees: i64,
        note: String,
    }

    /// The named builder: reads `pay_range_disclosure.toml`'s row for the state.
    fn pay_range_rule(registry: &Registry, state: UsState, as_of: Date) -> Option<PayRangeRule> {
        let row = registry.table("pay_range_disclosure")?.row(state)?;
        let Some(Value::Integer(min_employees)) = row.value("min_employees", as_of) else { return None };
        let note = row.note(as_of).ok()?;
        Some(PayRangeRule { state, law: row.law.law(), min_employees, note })
    }

    let fixture = include_str!("fixtures/pay_range_disclosure.toml");
    let registry = Registry::with_extra(&[("pay_range_disclosure", fixture)]).expect("the fixture family loads");
    assert!(registry.table("pay_range_disclosure").is_some_and(|t| t.name == "pay-range disclosure in job postings"));
    assert_eq!(registry.tables().len(), super::registry().tables().len() + 1);
    assert!(problems(&registry).is_empty(), "{:#?}", problems(&registry));
    assert_eq!(registry.last_checked(), super::registry().last_checked());

    let california = pay_range_rule(&registry, UsState::California, date!(2026 - 11 - 23));
    assert_eq!(
        california,
        Some(PayRangeRule {
            state: UsState::California,
            law: Law { name: "California pay transparency statute", citation: "Cal. Lab. Code § 432.3" },
            min_employees: 15,
            note: "employers with 15 or more employees must include the pay scale in job postings".into(),
        })
    );
    assert_eq!(pay_range_rule(&registry, UsState::Texas, date!(2026 - 11 - 23)), None);

    // The same checks catch a mistake in a new family's file.
    let broken = fixture.replace(
        "{ from = 2023-01-01, value = 15 }]",
        "{ from = 2023-01-01, value = 15 }, { from = 2023-01-01, value = 16 }]",
    );
    let registry = Registry::with_extra(&[("pay_range_disclosure", &broken)]).expect("still parses");
    assert!(problems(&registry).iter().any(|p| p.contains("not ascending and distinct")));
}

/// Recipe "a dated value": Illinois' non-compete pay floors rise on January 1, 2027 (820 ILCS 90/10); the same
/// order reads the figure in force on its date.
#[test]
fn recipe_a_dated_value_is_decided_as_of_the_document_s_date() {
    let illinois = non_compete::position(UsState::Illinois);
    let before = illinois.note.as_of(date!(2026 - 11 - 23));
    let after = illinois.note.as_of(date!(2027 - 01 - 02));
    assert!(before.contains("earning $75,000 a year or less") && before.contains("those earning $45,000 or less"));
    assert!(before.contains("(both rising on January 1, 2027)"), "{before}");
    assert!(after.contains("earning $80,000 a year or less") && after.contains("those earning $47,500 or less"));
    assert!(after.contains("(both rising on January 1, 2032)"), "{after}");
    let last = illinois.note.as_of(date!(2040 - 01 - 01));
    assert!(last.contains("$90,000") && last.contains("$52,500") && !last.contains("rising"), "{last}");

    // Through the engine: one order, two document dates.
    use crate::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause};
    let order = DocumentRequest {
        document_type: DocumentType::EmploymentAgreement,
        business_name: "Acme Widgets LLC".into(),
        business_type: BusinessType::Llc,
        state: UsState::Illinois,
        industry: Industry::Technology,
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: vec![SpecialClause::NonCompete],
        custom_instructions: String::new(),
        custom_document: None,
        details: Default::default(),
    };
    let review = |as_of: Date| crate::drafting::plan(&order, as_of).research.review_points.join("\n");
    let (november, january) = (review(date!(2026 - 11 - 23)), review(date!(2027 - 01 - 02)));
    assert!(november.contains("$75,000") && !november.contains("$80,000"), "{november}");
    assert!(january.contains("$80,000") && !january.contains("$75,000"), "{january}");
}
