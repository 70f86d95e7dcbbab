//! Non-compete covenants, state by state (table `non_compete.toml`). The federal FTC rule was set aside in 2024 and
//! is not in force, so state law decides. States without a row follow the table's "other states" row:
//! reasonableness under the state's courts.

use super::{registry, DatedNote, Row, Table};
use crate::domain::details::Details;
use crate::domain::UsState;
use time::Date;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Void or banned for (nearly) everyone: the document must not contain a non-compete.
    Void,
    /// Allowed only above pay thresholds, with advance notice, review periods or similar conditions.
    Restricted,
    /// Enforced when reasonable in time, area and scope and tied to a legitimate business interest.
    Reasonableness,
}

/// What the document offers instead of a void non-compete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alternative {
    /// Only a restriction on using confidential information and trade secrets to solicit: the state also voids
    /// ordinary customer and employee non-solicitation covenants.
    TradeSecretNonSolicitation,
    /// A limited non-solicitation covenant is allowed.
    NonSolicitation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub status: Status,
    pub alternative: Alternative,
    pub law: &'static str,
    pub citation: &'static str,
    /// What the rule requires, in the words the review notes use, on the document's date (it may state a pay
    /// threshold): `position.note.as_of(ctx.as_of)`.
    pub note: DatedNote,
}

const TABLE: &str = "non_compete";

/// Reads a row of `non_compete.toml` as a [`Position`].
pub fn position_from(table: &Table, row: &'static Row) -> Position {
    let status = match row.status {
        super::Status::Void => Status::Void,
        super::Status::Restricted => Status::Restricted,
        super::Status::Reasonableness => Status::Reasonableness,
        other => panic!("{}: {:?} has status {other:?} (the rules tests build every row)", table.id, row.state),
    };
    let alternative = match row.fixed_text("alternative") {
        Some("trade_secret_non_solicitation") => Alternative::TradeSecretNonSolicitation,
        Some("non_solicitation") => Alternative::NonSolicitation,
        other => panic!("{}: {:?} has alternative {other:?} (the rules tests build every row)", table.id, row.state),
    };
    Position { status, alternative, law: row.law.name, citation: row.law.citation, note: row.dated_note() }
}

/// The state's row, if the table has one.
pub fn rule(state: UsState) -> Option<&'static Row> {
    registry().expect_table(TABLE).row(state)
}

/// The state's position in `table` (the embedded one, or one a test loaded), or the "other states" default.
pub fn position_in(table: &'static Table, state: UsState) -> Position {
    let row = table
        .row(state)
        .or_else(|| table.other_states())
        .unwrap_or_else(|| panic!("{}.toml has an \"other states\" row (checked by the rules tests)", table.id));
    position_from(table, row)
}

/// The state's position, or the default.
pub fn position(state: UsState) -> Position {
    position_in(registry().expect_table(TABLE), state)
}

/// The default for states without a row.
pub fn default_position() -> Position {
    let table = registry().expect_table(TABLE);
    let row = table.other_states().unwrap_or_else(|| panic!("{TABLE}.toml has an \"other states\" row"));
    position_from(table, row)
}

/// Whether a non-compete covenant may bind a worker in `state` (where the worker works: the caller passes
/// `details.work_state_or(order_state)`), as far as the order's facts tell. The one place this is decided: the
/// screen of customer text asks it, and the clause engine is meant to ask it too.
///
/// Today the state's status decides: void states say no. A restricted state says yes, because without the facts
/// that decide it (pay, exempt status, profession) the engine drafts its own hedged, conditional covenant; when
/// those facts decide the covenant in this function, the screen follows without a change of its own.
pub fn non_compete_allowed(state: UsState, _details: &Details, _as_of: Date) -> bool {
    position(state).status != Status::Void
}

/// Whether an ordinary customer or employee non-solicitation covenant may bind a worker in `state`: not where the
/// state voids non-competes and offers only a trade-secret-based restriction in their place (the table's
/// `alternative = "trade_secret_non_solicitation"` rows).
pub fn non_solicitation_allowed(state: UsState, _details: &Details, _as_of: Date) -> bool {
    let position = position(state);
    !(position.status == Status::Void && position.alternative == Alternative::TradeSecretNonSolicitation)
}
