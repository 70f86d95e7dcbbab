//! Governing law and venue of the chosen state, and the arbitration special clause.

use super::{template_with, Roles};
use crate::domain::UsState;
use crate::drafting::library::Vars;
use crate::drafting::messages::{context, fixed_message, message};
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
            notes.review(message(
                "disputes.employment_choice_law_document_applies",
                context! { name => name, voiding_states => employment_forum::state_list() },
            ));
        }
        if let Some(row) = employment_forum::protection(state) {
            notes.law(
                row.law,
                message("disputes.protects_employees_from_out_state", context! { name => name, note => row.note }),
            );
        }
    }
    let jurisdiction = state.jurisdiction();
    notes.adapted(message("disputes.governing_law_venue", context! { jurisdiction => &jurisdiction }));
    notes.require(message("disputes.governing_law_venue_2", context! { jurisdiction => &jurisdiction }));
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
    notes.law(federal::FAA, fixed_message("disputes.arbitration_clause_was_selected"));
    notes.law(federal::EFAA, fixed_message("disputes.sexual_harassment_sexual_assault_disputes"));
    notes.require(fixed_message("disputes.arbitration_carve_out_sexual_harassment"));
    notes.adapted(message("disputes.arbitration_clause_seated_carve_outs", context! { name => name }));
    notes.review(fixed_message("disputes.arbitration_confirm_administering_body_clause"));
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
