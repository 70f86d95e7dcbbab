//! Governing law and venue of the chosen state, and the arbitration special clause.

use super::Roles;
use crate::domain::UsState;
use crate::drafting::model::{Clause, Section};
use crate::drafting::research::Notes;
use crate::drafting::rules::{employment_forum, federal};

pub(crate) struct Venue {
    /// Whether the arbitration clause is in the document (courts then hear only what it leaves to them).
    pub arbitration: bool,
    /// Whether the owner may seek injunctive relief anywhere to protect confidential information.
    pub injunctions_anywhere: bool,
    /// Whether the other party is an employee (the forum-protection rule is added).
    pub employment: bool,
}

/// "Governing Law" and "Jurisdiction and Venue" clauses.
pub(crate) fn governing_law(state: UsState, roles: &Roles, venue: Venue, notes: &mut Notes) -> Vec<Clause> {
    let name = state.name();
    let mut paragraphs = vec![roles.p(&format!(
        "This {{doc}}, and any dispute arising out of or relating to it, is governed by the laws of the State of {name}, without regard to any conflict-of-laws rule that would apply the law of another jurisdiction."
    ))];
    let courts = if venue.arbitration {
        format!("Subject to the arbitration clause of this {{doc}}, each {{party}} submits to the exclusive jurisdiction of the state and federal courts located in the State of {name} for any action arising out of or relating to this {{doc}}, including an action to compel arbitration or to confirm, modify or vacate an award, and waives any objection to venue in those courts, including on the ground of inconvenient forum.")
    } else {
        format!("Each {{party}} submits to the exclusive jurisdiction of the state and federal courts located in the State of {name} for any action arising out of or relating to this {{doc}}, and waives any objection to venue in those courts, including on the ground of inconvenient forum.")
    };
    if venue.employment {
        paragraphs.push(roles.p("If the {other} primarily lives and works in a state whose law does not allow an employment agreement to require the law or courts of another state, the law and courts of that state apply to the extent its law requires."));
    }
    let mut venue_paragraphs = vec![roles.p(&courts)];
    if venue.injunctions_anywhere {
        venue_paragraphs.push(roles.p("The {owner} may also seek injunctive relief to protect its Confidential Information or intellectual property in any court with jurisdiction."));
    }
    if venue.employment {
        notes.review(format!(
            "Employment choice of law: the document applies {name} law. If the employee lives or works in another state, some states ({}) void an out-of-state choice of law or forum; the agreement defers to them, but confirm where the employee will work.",
            employment_forum::state_list()
        ));
        if let Some(row) = employment_forum::protection(state) {
            notes.law(
                row.law,
                format!("{name} protects employees from out-of-state choice of law or forum: {}", row.note),
            );
        }
    }
    notes.adapted(format!("Governing law and venue: State of {name}."));
    notes.require(format!("Governing law and venue of the State of {name}"));
    vec![
        crate::drafting::model::clause("Governing Law", paragraphs),
        crate::drafting::model::clause("Jurisdiction and Venue", venue_paragraphs),
    ]
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
    let mut paragraphs = vec![
        roles.p(&format!("Except as stated below, any dispute, claim or controversy arising out of or relating to this {{doc}}, including its formation, interpretation, performance, breach, termination or validity, will be resolved by final and binding arbitration before a single arbitrator, administered by the American Arbitration Association under the rules it applies to the type of dispute concerned. The seat and place of the arbitration is the State of {name}, in the county where the {{owner}} has its principal place of business unless the {{parties}} agree on another location in {name}. Hearings may be held by video conference if the arbitrator agrees.")),
        roles.p(&format!("The arbitrator will apply the substantive law of the State of {name} and the Federal Arbitration Act, may award any remedy a court could award on an individual basis, and will give a reasoned written decision. Judgment on the award may be entered in any court with jurisdiction. The arbitration and its result are confidential, except as needed to enforce an award or as the law requires.")),
        roles.p("The following do not have to be arbitrated: (a) a request for a temporary restraining order, preliminary injunction or other provisional relief to protect Confidential Information or intellectual property, which either {party} may bring in court; (b) an individual claim within the jurisdiction of a small claims court; (c) at the election of the person alleging it, any sexual harassment dispute or sexual assault dispute, as provided by the Ending Forced Arbitration of Sexual Assault and Sexual Harassment Act (9 U.S.C. §§ 401 and 402), which that person may instead bring in court; and (d) any claim that applicable law does not allow to be subject to a pre-dispute arbitration agreement."),
    ];
    if employment {
        paragraphs.push(roles.p("The {owner} will pay all arbitration administrative fees and the arbitrator's compensation, except for any filing fee up to the amount the {other} would have paid to file the claim in court. Nothing in this clause prevents the {other} from filing a charge or complaint with a government agency."));
    }
    crate::drafting::model::clause("Arbitration", paragraphs)
}

/// The dispute section every agreement ends with: arbitration seated in the chosen state when that clause was
/// selected, then the state's governing law and venue.
pub(crate) fn section(
    state: UsState,
    roles: &Roles,
    with_arbitration: bool,
    employment: bool,
    notes: &mut Notes,
) -> Section {
    let mut clauses = vec![];
    if with_arbitration {
        clauses.push(arbitration(state, roles, employment, notes));
    }
    clauses.extend(governing_law(
        state,
        roles,
        Venue { arbitration: with_arbitration, injunctions_anywhere: true, employment },
        notes,
    ));
    Section::new(if with_arbitration { "Dispute Resolution" } else { "Governing Law and Venue" }, clauses)
}
