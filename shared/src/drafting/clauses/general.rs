//! The general provisions every agreement ends with.

use super::Roles;
use crate::drafting::model::Clause;

pub(crate) struct GeneralOptions {
    /// Adds "Relationship of the Parties" (independent parties, no obligation to transact).
    pub independent_parties: bool,
    /// Whether the other party may assign (false for personal services).
    pub other_may_assign_with_consent: bool,
}

pub(crate) fn general(roles: &Roles, options: GeneralOptions) -> Vec<Clause> {
    let mut clauses = vec![
        roles.clause(
            "Entire Agreement",
            &["This {doc} is the entire agreement between the {parties} about its subject matter and replaces all earlier and contemporaneous agreements, proposals and understandings about it, whether written or oral."],
        ),
        roles.clause(
            "Amendment and Waiver",
            &["This {doc} may be amended only by a written document signed by both {parties}. A waiver is effective only if it is in writing and signed by the {party} giving it, and failing or delaying to enforce a right is not a waiver of that right."],
        ),
        roles.clause(
            "Severability",
            &["If any provision of this {doc} is held invalid or unenforceable, it will be enforced to the maximum extent permitted and changed only as much as needed to make it enforceable, and the rest of this {doc} remains in full effect."],
        ),
    ];
    let assignment = if options.other_may_assign_with_consent {
        "The {other} may not assign or transfer this {doc} or any right under it without the {owner}'s prior written consent. The {owner} may assign this {doc} to an affiliate or to a successor to all or substantially all of the business or assets to which it relates. This {doc} binds and benefits the {parties} and their permitted successors and assigns."
    } else {
        "This {doc} is personal to the {other}, who may not assign it. The {owner} may assign this {doc} to an affiliate or to a successor to all or substantially all of its business or assets. This {doc} binds and benefits the {parties} and their permitted successors and assigns."
    };
    clauses.push(roles.clause("Assignment", &[assignment]));
    clauses.push(roles.clause(
        "Notices",
        &["Notices under this {doc} must be in writing and delivered by hand, by nationally recognized overnight courier, by certified mail with return receipt requested, or by email with confirmation of receipt, to the mailing or email address the receiving {party} most recently gave the other in writing. A notice is effective when received."],
    ));
    if options.independent_parties {
        clauses.push(roles.clause(
            "Relationship of the {Parties}",
            &["The {parties} are independent. This {doc} does not create a partnership, joint venture, agency, employment or fiduciary relationship between them, and neither {party} may bind the other."],
        ));
    }
    clauses.push(roles.clause(
        "No Third-Party Beneficiaries",
        &["This {doc} is for the benefit of the {parties} and their permitted successors and assigns only, and gives no rights to anyone else."],
    ));
    clauses.push(roles.clause(
        "Interpretation",
        &["Headings are for convenience only and do not affect meaning. “Including” means “including without limitation.” No provision will be interpreted against a {party} because that {party} drafted it."],
    ));
    clauses.push(roles.clause(
        "Counterparts and Electronic Signatures",
        &["This {doc} may be signed in counterparts, each of which is an original and all of which together are one agreement. Signatures delivered electronically, including through an electronic signature service or as a scanned copy, are as binding as original signatures, as the federal Electronic Signatures in Global and National Commerce Act and the state's electronic transactions law provide."],
    ));
    clauses
}
