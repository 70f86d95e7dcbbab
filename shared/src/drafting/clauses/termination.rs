//! The advanced-termination special clause: termination rights and their effects (the ordinary term and termination
//! clauses are each outline's own templates).

use super::{template_with, Roles};
use crate::drafting::library::Vars;
use crate::drafting::model::Clause;
use crate::drafting::notes::Notes;

/// `what_ends` is the thing ended by notice ("the Disclosure Period", "this Agreement").
/// `survival_elsewhere`: the document has its own survival clause, so the effect of termination does not say it
/// again.
pub(crate) fn advanced_termination(
    roles: &Roles,
    what_ends: &str,
    survival_elsewhere: bool,
    notes: &mut Notes,
) -> Vec<Clause> {
    notes.adapted("Advanced termination options added: termination for convenience, for breach and for insolvency, with a wind-down, return of materials and survival.");
    vec![
        template_with("termination/rights", &Vars::roles(roles).with("what", what_ends.to_string())),
        template_with("termination/effect", &Vars::roles(roles).with("survival_elsewhere", survival_elsewhere)),
    ]
}
