//! The customer's own instructions in the document: the free text under "Additional Terms", and each VERBATIM
//! passage in a clause of its own (`drafting::instructions::split` reads them), always inserted as plain text runs,
//! never read as markup.

use crate::domain::DocumentRequest;
use crate::drafting::instructions::split;
use crate::drafting::messages::{context, fixed_message, message};
use crate::drafting::model::{Clause, Paragraph, Section};
use crate::drafting::notes::Notes;
use crate::drafting::screen;

/// The heading of the section the custom clauses go in.
pub(crate) const SECTION_HEADING: &str = "Special Terms";

/// The clauses for the instructions: the lead-in `intro` as an unheaded clause of its own (it governs every clause
/// after it: the free text and the verbatim passages alike), "Additional Terms" with the free text, and one
/// "Specified Terms" clause per verbatim passage. Empty when there are no instructions.
pub(crate) fn custom_clauses(instructions: &str, intro: &str, checked: &str, notes: &mut Notes) -> Vec<Clause> {
    let parts = split(instructions);
    if parts.additional.is_empty() && parts.verbatim.is_empty() {
        return vec![];
    }
    let mut clauses = vec![Clause::new(None, vec![crate::drafting::model::p(intro)])];
    if !parts.additional.is_empty() {
        clauses.push(Clause::new(
            Some("Additional Terms".into()),
            parts.additional.into_iter().map(Paragraph::plain).collect(),
        ));
        notes.adapted(fixed_message("custom.customer_s_instructions_were_added"));
        notes.review(message("custom.custom_instructions_were_placed_written", context! { checked => checked }));
    }
    let count = parts.verbatim.len();
    for (index, block) in parts.verbatim.into_iter().enumerate() {
        let heading =
            if count > 1 { format!("Specified Terms ({})", index + 1) } else { "Specified Terms".to_string() };
        clauses.push(Clause::new(Some(heading), block.into_iter().map(Paragraph::plain).collect()));
    }
    if count > 0 {
        notes.adapted(fixed_message("custom.text_marked_verbatim_was_included"));
        notes.review(message("custom.verbatim_text_was_included_without", context! { checked => checked }));
    }
    clauses
}

/// The 'Special Terms' section holding the customer's instructions, when there are any.
pub(crate) fn section(request: &DocumentRequest, intro: &str, notes: &mut Notes) -> Option<Section> {
    // No instructions, no section: and the screen's families are not read to say what they were checked for.
    if request.custom_instructions.trim().is_empty() {
        return None;
    }
    let clauses = custom_clauses(&request.custom_instructions, intro, &what_was_checked(request), notes);
    (!clauses.is_empty()).then(|| Section::new(SECTION_HEADING, clauses))
}

/// What the screen checked the order's instructions for, and that nothing else was (issue 22.4): a screen that
/// found nothing does not make text lawful.
fn what_was_checked(request: &DocumentRequest) -> String {
    let families = screen::families().applicable(request);
    let state = request.details.work_state_or(request.state).name();
    if families.is_empty() {
        return fixed_message("custom.they_were_not_checked_against");
    }
    let terms: Vec<String> = families.iter().map(|family| family.what_in_general(state)).collect();
    message("custom.before_purchase_they_were_checked", context! { state => state, terms => terms.join("; ") })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lead_in_governs_free_text_and_verbatim_passages_alike() {
        let mut notes = Notes::default();
        let clauses = custom_clauses("VERBATIM: Pay net 15.\n\nAdd a late fee.", "Intro.", "Checked.", &mut notes);
        let headings: Vec<Option<&str>> = clauses.iter().map(|c| c.heading.as_deref()).collect();
        assert_eq!(headings, vec![None, Some("Additional Terms"), Some("Specified Terms")]);
        assert_eq!(clauses[0].paragraphs[0].text(), "Intro.");
        assert_eq!(clauses[1].paragraphs[0].text(), "Add a late fee.");
        let only_verbatim = custom_clauses("VERBATIM: Pay net 15.", "Intro.", "Checked.", &mut notes);
        assert_eq!(only_verbatim[0].paragraphs[0].text(), "Intro.");
    }

    #[test]
    fn verbatim_text_stays_literal_runs() {
        let mut notes = Notes::default();
        let clauses = custom_clauses("VERBATIM: Pay **net 15**.", "Intro.", "Checked.", &mut notes);
        assert_eq!(clauses.len(), 2);
        let passage = &clauses[1].paragraphs[0];
        assert_eq!(passage.runs.len(), 1);
        assert_eq!(passage.runs[0].text, "Pay **net 15**.");
        assert!(!passage.runs[0].bold);
        assert!(custom_clauses("   ", "Intro.", "Checked.", &mut notes).is_empty());
    }
}
