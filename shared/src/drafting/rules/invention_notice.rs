//! Invention assignment (table `invention_notice.toml`): states that exclude an employee's own-time inventions from
//! assignment, and those of them that also require the employer to give written notice of the exclusion.

use super::{registry, Jurisdiction, Law, Row, Rows, Table};
use crate::domain::UsState;
use std::sync::LazyLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The carve-out applies and the employer must give the employee written notice of it.
    NoticeRequired,
    /// The carve-out applies by law; no notice is required.
    CarveOutOnly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InventionRule {
    pub state: UsState,
    pub kind: Kind,
    pub name: &'static str,
    pub citation: &'static str,
}

impl InventionRule {
    pub fn law(&self) -> Law {
        Law { name: self.name, citation: self.citation }
    }
}

/// Reads a row of `invention_notice.toml`.
pub fn rule_from(table: &Table, row: &Row) -> InventionRule {
    let broken = |what: &str| -> ! { panic!("{}: {:?} {what} (the rules tests build every row)", table.id, row.state) };
    let Jurisdiction::State(state) = row.state else { broken("is not a state") };
    let kind = match row.status {
        super::Status::NoticeRequired => Kind::NoticeRequired,
        super::Status::CarveOutOnly => Kind::CarveOutOnly,
        _ => broken("has a status other than notice_required or carve_out_only"),
    };
    InventionRule { state, kind, name: row.law.name, citation: row.law.citation }
}

static BUILT: LazyLock<Vec<InventionRule>> = LazyLock::new(|| {
    let table = registry().expect_table("invention_notice");
    table.rows.iter().map(|row| rule_from(table, row)).collect()
});

pub const INVENTION_NOTICE: Rows<InventionRule> = Rows::new(|| BUILT.as_slice());

pub fn rule(state: UsState) -> Option<&'static InventionRule> {
    INVENTION_NOTICE.iter().find(|r| r.state == state)
}
