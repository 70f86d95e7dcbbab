//! Governing law and venue of the chosen state, and the arbitration special clause.

use super::{template_with, Roles};
use crate::domain::UsState;
use crate::drafting::library::Vars;
use crate::drafting::model::{Clause, Section};
use crate::drafting::notes::Notes;
use crate::drafting::rules::{employment_forum, federal};

pub(crate) struct Venue {
    /// Whether the arbitration clause is in the document (courts then hear only what it leaves to them).
    pub arbitration: bool,
    /// Whether the owner may seek injunctive relief anywhere to protect confidential information.
    pub injunctions_anywhere: bool,
    /// Whether that right is each party's (an agreement whose confidentiality may protect either side).
    pub either_party: bool,
    /// Whether the other party is an employee (the forum-protection rule is added).
    pub employment: bool,
    /// Whether the order says where the employee works (then the notes about it are the work state's own).
    pub work_state_given: bool,
}

/// "Governing Law" and "Jurisdiction and Venue" clauses.
pub(crate) fn governing_law(state: UsState, roles: &Roles, venue: Venue, notes: &mut Notes) -> Vec<Clause> {
    let name = state.name();
    if venue.employment {
        if !venue.work_state_given {
            notes.review(format!(
                "Employment choice of law: the document applies {name} law. If the employee lives or works in another state, some states ({}) void an out-of-state choice of law or forum; the agreement defers to them, but confirm where the employee will work.",
                employment_forum::state_list()
            ));
        }
        if let Some(row) = employment_forum::protection(state) {
            notes.law(
                row.law,
                format!("{name} protects employees from out-of-state choice of law or forum: {}", row.note),
            );
        }
    }
    let jurisdiction = state.jurisdiction();
    notes.adapted(format!("Governing law and venue: {jurisdiction}."));
    notes.require(format!("Governing law and venue of the {jurisdiction}"));
    let vars = Vars::roles(roles)
        .state(state)
        .with("employment", venue.employment)
        .with("arbitration", venue.arbitration)
        .with("injunctions_anywhere", venue.injunctions_anywhere)
        .with("either_party", venue.either_party);
    vec![template_with("disputes/governing-law", &vars), template_with("disputes/jurisdiction-and-venue", &vars)]
}

/// The arbitration special clause for agreements (not consumer terms): seated in the chosen state, with the
/// court, small-claims and sexual harassment/assault carve-outs.
pub(crate) fn arbitration(state: UsState, roles: &Roles, employment: bool, notes: &mut Notes) -> Clause {
    let name = state.name();
    notes.law(federal::FAA, "the arbitration clause was selected");
    notes.law(federal::EFAA, "sexual harassment and sexual assault disputes cannot be forced into arbitration");
    notes.require("Arbitration carve-out for sexual harassment and sexual assault disputes (9 U.S.C. §§ 401, 402), small claims and court injunctions");
    notes.adapted(format!("Arbitration clause seated in {name}, with carve-outs for court injunctions, small claims and sexual harassment or assault disputes."));
    notes.review("Arbitration: confirm the administering body (the clause names the American Arbitration Association) and its current fee rules, and whether a class or collective action waiver is wanted and lawful for this relationship.");
    template_with("disputes/arbitration", &Vars::roles(roles).state(state).with("employment", employment))
}

/// The dispute section every agreement ends with: arbitration seated in the chosen state when that clause was
/// selected, then the state's governing law and venue (`either_party`: each party, not only the business, may seek
/// injunctions anywhere).
pub(crate) fn section(
    state: UsState,
    roles: &Roles,
    with_arbitration: bool,
    employment: bool,
    work_state_given: bool,
    either_party: bool,
    notes: &mut Notes,
) -> Section {
    let mut clauses = vec![];
    if with_arbitration {
        clauses.push(arbitration(state, roles, employment, notes));
    }
    clauses.extend(governing_law(
        state,
        roles,
        Venue { arbitration: with_arbitration, injunctions_anywhere: true, either_party, employment, work_state_given },
        notes,
    ));
    Section::new(if with_arbitration { "Dispute Resolution" } else { "Governing Law and Venue" }, clauses)
}
