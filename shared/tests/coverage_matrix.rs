//! The coverage matrix (`drafting/coverage.toml`): every rule family has a row for every jurisdiction the product sells
//! in, every row cites its law and was checked within a year, and `docs/coverage-matrix.md` is the matrix as the tables
//! stand (`UPDATE_COVERAGE_MATRIX=1 cargo test -p shared --test coverage_matrix` rewrites it).

use serde::Deserialize;
use shared::domain::UsState;
use shared::drafting::rules::{registry, Jurisdiction, Row, Status, Table};
use std::fmt::Write;
use std::path::PathBuf;
use time::OffsetDateTime;

#[derive(Deserialize)]
struct Manifest {
    families: Vec<Family>,
}

#[derive(Deserialize)]
struct Family {
    table: String,
    name: String,
}

fn manifest() -> Manifest {
    toml::from_str(include_str!("../drafting/coverage.toml")).expect("coverage.toml reads as a list of families")
}

fn table(family: &Family) -> &'static Table {
    registry()
        .table(&family.table)
        .unwrap_or_else(|| panic!("coverage.toml names rules/{}.toml, which is missing", family.table))
}

fn cells_of(table: &'static Table, state: UsState) -> Vec<&'static Row> {
    table.cells().filter(|row| row.state == Jurisdiction::State(state)).collect()
}

/// The families the matrix must hold (issue 23): removing one from coverage.toml is a decision, not a tidy-up.
const REQUIRED: [&str; 18] = [
    "non_compete",
    "non_compete_professions",
    "non_solicitation",
    "contractor_covenants",
    "covenant_notice",
    "invention_notice",
    "disclosure",
    "at_will",
    "employment_forum",
    "final_pay",
    "freelance",
    "privacy",
    "sensitive_data",
    "minors_privacy",
    "consumer_health_data",
    "opt_out_signals",
    "auto_renewal",
    "consumer_notice",
];

#[test]
fn the_matrix_holds_every_family_the_product_drafts_from() {
    let listed: Vec<String> = manifest().families.into_iter().map(|family| family.table).collect();
    let missing: Vec<&str> = REQUIRED.into_iter().filter(|id| !listed.iter().any(|t| t == id)).collect();
    assert!(missing.is_empty(), "coverage.toml lacks the families {missing:?}");
}

#[test]
fn every_family_has_a_row_for_every_state_and_the_district() {
    let mut gaps = Vec::new();
    for family in &manifest().families {
        let table = table(family);
        let missing: Vec<&str> =
            UsState::ALL.into_iter().filter(|state| cells_of(table, *state).is_empty()).map(UsState::name).collect();
        if !missing.is_empty() {
            gaps.push(format!("{} ({}.toml) has no row for {}", family.name, family.table, missing.join(", ")));
        }
    }
    assert!(gaps.is_empty(), "{gaps:#?}");
}

#[test]
fn every_row_cites_its_law_and_was_checked_within_a_year() {
    let today = OffsetDateTime::now_utc().date();
    let mut problems = Vec::new();
    for family in &manifest().families {
        let table = table(family);
        for row in table.cells() {
            let at = format!("{}.toml {:?} {:?}", table.id, row.state, row.key);
            if row.law.name.trim().is_empty() || row.law.citation.trim().is_empty() {
                problems.push(format!("{at}: no law name or citation"));
            }
            let checked = table.checked(row);
            if checked > today {
                problems.push(format!("{at}: checked on {checked}, a day still to come"));
            } else if (today - checked).whole_days() > 365 {
                problems.push(format!("{at}: last checked on {checked}, more than a year ago: check it again"));
            }
            if row.status == Status::NoStatute && !row.law.name.starts_with("No statute") {
                problems
                    .push(format!("{at}: a no-statute row's law is named \"No statute: …\", not {:?}", row.law.name));
            }
            if row.status.is_coverage_only() && row.note.is_empty() {
                problems.push(format!("{at}: a coverage row says in its note what governs instead"));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn a_coverage_row_is_never_drafted_from() {
    // The engine's families read `Table::rows`; the matrix's no-statute and baseline rows stay out of them, so a row
    // that records "common law governs" never adds a state's clause or note.
    for family in &manifest().families {
        let table = table(family);
        assert!(table.rows.iter().all(|row| !row.status.is_coverage_only()), "{}", table.id);
        assert!(table.coverage_cells.iter().all(|row| row.status.is_coverage_only()), "{}", table.id);
    }
}

fn status_word(status: Status) -> &'static str {
    match status {
        Status::NoStatute => "no statute: common law",
        Status::Baseline => "statute: the general rule",
        Status::Void => "void",
        Status::Restricted => "restricted",
        Status::Reasonableness => "reasonableness",
        Status::NoticeRequired => "notice required",
        Status::CarveOutOnly => "carve-out only",
        Status::InForce => "rule in force",
    }
}

/// One letter per cell for the overview: R a rule the engine drafts from, B a statute stating the general rule,
/// C common law.
fn letter(rows: &[&Row]) -> &'static str {
    if rows.iter().any(|row| !row.status.is_coverage_only()) {
        "R"
    } else if rows.iter().any(|row| row.status == Status::Baseline) {
        "B"
    } else {
        "C"
    }
}

fn cell_text(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

fn matrix_document() -> String {
    let families = manifest().families;
    let mut out = String::from(
        "# Coverage matrix\n\n\
         Drawn from `shared/drafting/rules/` by `shared/tests/coverage_matrix.rs` (`UPDATE_COVERAGE_MATRIX=1 cargo test -p \
         shared --test coverage_matrix` rewrites it; the test fails while it differs from the tables). Every family has \
         a row for every state and the District of Columbia; a row is the state's rule (R, which the engine drafts \
         from), a statute that states the general rule (B), or no statute, with the common-law authority (C).\n\n",
    );
    out.push_str("| State |");
    for (i, _) in families.iter().enumerate() {
        let _ = write!(out, " {} |", i + 1);
    }
    out.push_str("\n|---|");
    out.push_str(&"---|".repeat(families.len()));
    out.push('\n');
    for state in UsState::ALL {
        let _ = write!(out, "| {} |", state.abbreviation());
        for family in &families {
            let _ = write!(out, " {} |", letter(&cells_of(table(family), state)));
        }
        out.push('\n');
    }
    out.push('\n');
    for (i, family) in families.iter().enumerate() {
        let _ = writeln!(out, "{}. [{}](#{}) (`rules/{}.toml`)", i + 1, family.name, family.table, family.table);
    }
    for family in &families {
        let table = table(family);
        let _ = write!(
            out,
            "\n<a id=\"{}\"></a>\n\n## {}\n\nTable checked {}.\n\n| State | Status | Law | Citation | From | Checked | Note |\n|---|---|---|---|---|---|---|\n",
            family.table, family.name, table.last_checked
        );
        for state in UsState::ALL {
            for row in cells_of(table, state) {
                let law = match row.law.link {
                    Some(link) => format!("[{}]({link})", cell_text(row.law.name)),
                    None => cell_text(row.law.name),
                };
                let note = row.note(table.checked(row)).unwrap_or_default();
                let _ = writeln!(
                    out,
                    "| {}{} | {} | {} | {} | {} | {} | {} |",
                    state.name(),
                    row.key.map(|key| format!(" ({key})")).unwrap_or_default(),
                    status_word(row.status),
                    law,
                    cell_text(row.law.citation),
                    row.from.map(|from| from.to_string()).unwrap_or_default(),
                    table.checked(row),
                    cell_text(&note),
                );
            }
        }
    }
    out
}

#[test]
fn the_matrix_document_is_drawn_from_the_tables() {
    let expected = matrix_document();
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/coverage-matrix.md");
    if std::env::var_os("UPDATE_COVERAGE_MATRIX").is_some() {
        std::fs::write(&path, &expected).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == expected,
        "docs/coverage-matrix.md differs from the rule tables: run \
         `UPDATE_COVERAGE_MATRIX=1 cargo test -p shared --test coverage_matrix` and commit it"
    );
}
