//! State laws the screen of customer text cites (table `customer_text.toml`), and the one way the screen reads a
//! state table's rows for a family: the rows of the worker's state without a key or keyed by the family, else the
//! family's "other states" row.

use super::{registry, Jurisdiction, Law, Rows, Table};
use crate::domain::UsState;
use std::sync::LazyLock;

const TABLE: &str = "customer_text";

/// A row of `customer_text.toml`: a state's (or every other state's) law for one screened family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FamilyLaw {
    /// `None` for the "other states" row of the family.
    pub state: Option<UsState>,
    /// The family's id in `drafting/screen/families.toml`.
    pub family: &'static str,
    pub law: Law,
    /// What the state's law does, for whoever checks the row.
    pub note: &'static str,
}

/// Reads every row of the table.
pub fn rows_of(table: &Table) -> Vec<FamilyLaw> {
    table
        .rows
        .iter()
        .map(|row| {
            let state = match row.state {
                Jurisdiction::State(state) => Some(state),
                Jurisdiction::OtherStates => None,
                Jurisdiction::Federal => {
                    panic!("{}: federal laws belong in federal.toml (the rules tests build every row)", table.id)
                }
            };
            let family = row.key.unwrap_or_else(|| panic!("{}: {:?} has no family key", table.id, row.state));
            let note = row.fixed_note().unwrap_or_else(|| panic!("{}: {family}'s note is dated", table.id));
            FamilyLaw { state, family, law: row.law.law(), note }
        })
        .collect()
}

static BUILT: LazyLock<Vec<FamilyLaw>> = LazyLock::new(|| rows_of(registry().expect_table(TABLE)));

pub const CUSTOMER_TEXT_LAWS: Rows<FamilyLaw> = Rows::new(|| BUILT.as_slice());

/// The state's own rows of `table_id` for `family` (no key, or keyed by the family), without the "other states"
/// stand-in: what a family that applies only where a state has a law of its own reads.
pub fn own_state_laws(table_id: &str, family: &str, state: UsState) -> Vec<Law> {
    let table = registry().expect_table(table_id);
    table.rows_for(state).filter(|row| row.key.is_none_or(|key| key == family)).map(|row| row.law.law()).collect()
}

/// The laws of `table_id` that apply to `family` for a worker in `state`: the state's rows that have no key or the
/// family's key; when there is none, the table's "other states" row with the family's key (if any).
pub fn state_laws(table_id: &str, family: &str, state: UsState) -> Vec<Law> {
    let table = registry().expect_table(table_id);
    let own: Vec<Law> =
        table.rows_for(state).filter(|row| row.key.is_none_or(|key| key == family)).map(|row| row.law.law()).collect();
    if !own.is_empty() {
        return own;
    }
    table
        .rows
        .iter()
        .filter(|row| row.state == Jurisdiction::OtherStates && row.key == Some(family))
        .map(|row| row.law.law())
        .collect()
}
