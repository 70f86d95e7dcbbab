//! The "Term and Termination" section of agreements, and the advanced-termination special clause: termination
//! rights and their effects.

use super::{template, template_with, Roles};
use crate::domain::SpecialClause;
use crate::drafting::library::Vars;
use crate::drafting::model::{Clause, Section};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;

/// The section: the document's own `term` clauses, then the advanced termination options when selected, or the
/// document's ordinary way to end (`ordinary`, a heading and its template).
pub(crate) fn section(
    ctx: &Ctx,
    roles: &Roles,
    mut term: Vec<Clause>,
    what_ends: &str,
    ordinary: (&str, &str),
    notes: &mut Notes,
) -> Section {
    if ctx.has(SpecialClause::AdvancedTermination) {
        term.extend(advanced_termination(roles, what_ends, notes));
    } else {
        term.push(roles.clause(ordinary.0, &[ordinary.1]));
    }
    Section::new("Term and Termination", term)
}

/// `what_ends` is the thing ended by notice ("the Disclosure Period", "this Agreement").
pub(crate) fn advanced_termination(roles: &Roles, what_ends: &str, notes: &mut Notes) -> Vec<Clause> {
    notes.adapted("Advanced termination options added: termination for convenience, for breach and for insolvency, with a wind-down, return of materials and survival.");
    vec![
        template_with("termination/rights", &Vars::roles(roles).with("what", what_ends.to_string())),
        template("termination/effect", roles),
    ]
}
