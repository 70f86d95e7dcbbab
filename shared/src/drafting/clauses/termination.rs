//! The "Term and Termination" section of agreements, and the advanced-termination special clause: termination
//! rights and their effects.

use super::Roles;
use crate::domain::SpecialClause;
use crate::drafting::engine::Ctx;
use crate::drafting::model::{Clause, Section};
use crate::drafting::research::Notes;

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
fn advanced_termination(roles: &Roles, what_ends: &str, notes: &mut Notes) -> Vec<Clause> {
    notes.adapted("Advanced termination options added: termination for convenience, for breach and for insolvency, with a wind-down, return of materials and survival.");
    let t = |template: &str| template.replace("{what}", what_ends);
    vec![
        roles.clause(
            "Termination Rights",
            &[
                &t("The {owner} may end {what} at any time for any reason by written notice to the {other}, effective on the date stated in the notice. The {other} may end {what} for any reason on thirty (30) days' written notice to the {owner}."),
                &t("Either {party} may end {what} immediately by written notice if the other {party} (a) materially breaches this {doc} and, where the breach can be cured, does not cure it within ten (10) days after receiving written notice describing it; or (b) becomes insolvent, makes a general assignment for the benefit of creditors, or becomes the subject of a bankruptcy, receivership or similar proceeding that is not dismissed within sixty (60) days."),
            ],
        ),
        roles.clause(
            "Effect of Termination",
            &[
                "When {end}, for whatever reason: (a) the {other} will immediately stop using Confidential Information and, within ten (10) days, return or destroy it as this {doc} requires and certify that it has done so; (b) each {party} will pay any amount owed for work performed or expenses properly incurred before the end date; (c) each {party} will return any property of the other in its possession; and (d) termination does not affect any right or remedy that arose before it.",
                "Every provision that by its nature should continue after termination survives, including those on confidentiality, ownership, restrictive covenants, remedies, limitation of liability, protected disclosures and dispute resolution.",
            ],
        ),
    ]
}
