//! The general provisions every agreement ends with.

use super::{template, template_with, Roles};
use crate::drafting::library::Vars;
use crate::drafting::model::Clause;

pub(crate) struct GeneralOptions {
    /// Adds "Relationship of the Parties" (independent parties, no obligation to transact).
    pub independent_parties: bool,
    /// Whether the other party may assign (false for personal services).
    pub other_may_assign_with_consent: bool,
    /// Both parties stand in the same place (a mutual NDA): neither may assign without the other's consent.
    pub mutual: bool,
    /// The document has its own assignment clause (a lease's assignment and subletting).
    pub without_assignment: bool,
}

pub(crate) fn general(roles: &Roles, options: GeneralOptions) -> Vec<Clause> {
    let mut clauses: Vec<Clause> = ["general/entire-agreement", "general/amendment-and-waiver", "general/severability"]
        .into_iter()
        .map(|id| template(id, roles))
        .collect();
    let assignment = Vars::roles(roles)
        .with("other_may_assign_with_consent", options.other_may_assign_with_consent)
        .with("mutual", options.mutual);
    if !options.without_assignment {
        clauses.push(template_with("general/assignment", &assignment));
    }
    clauses.push(template("general/notices", roles));
    if options.independent_parties {
        clauses.push(template("general/relationship", roles));
    }
    for id in ["general/no-third-party-beneficiaries", "general/interpretation", "general/counterparts"] {
        clauses.push(template(id, roles));
    }
    clauses
}
