//! The customer's own instructions. A line starting "VERBATIM:" (after any spaces; the marker counts nowhere
//! else) opens a passage that goes in exactly as written, in a clause of its own; the passage ends at the first
//! blank line or the next marker, and ordinary text after it is free text again. Free text goes under "Additional
//! Terms". Both are always inserted as plain text runs, never read as markup.
//!
//! [`split`] is the one reading of the instructions: the screen of customer text (`drafting::screen`) and, through
//! the clause plan, the AI drafter's checks read the passages this function finds.

use crate::drafting::model::{Clause, Paragraph, Section};
use crate::drafting::notes::Notes;

const MARKER: &str = "VERBATIM:";

/// The heading of the section the custom clauses go in.
pub(crate) const SECTION_HEADING: &str = "Special Terms";

/// The instructions split into the free text and the verbatim passages, each as its lines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Instructions {
    /// The free instructions, one entry per non-blank line, trimmed.
    pub(crate) additional: Vec<String>,
    /// Each verbatim passage's lines exactly as typed (leading spaces kept), never empty.
    pub(crate) verbatim: Vec<Vec<String>>,
}

/// The text after the marker when `line` starts with it (after leading spaces; any letter case).
fn after_marker(line: &str) -> Option<&str> {
    let trimmed = line.trim_start();
    let marked = trimmed.len() >= MARKER.len()
        && trimmed.is_char_boundary(MARKER.len())
        && trimmed[..MARKER.len()].eq_ignore_ascii_case(MARKER);
    marked.then(|| &trimmed[MARKER.len()..])
}

pub(crate) fn split(instructions: &str) -> Instructions {
    let mut result = Instructions::default();
    // The passage being read, if any: the lines after a marker, up to a blank line or the next marker.
    let mut open: Option<Vec<String>> = None;
    for line in instructions.lines() {
        let line = line.trim_end_matches('\r');
        if let Some(rest) = after_marker(line) {
            result.verbatim.extend(open.take());
            let rest = rest.trim_start();
            open = Some(if rest.is_empty() { vec![] } else { vec![rest.to_string()] });
            continue;
        }
        let blank = line.trim().is_empty();
        match open.as_mut() {
            // A blank line ends a passage that has begun; right after a bare marker it is only spacing.
            Some(passage) if blank && !passage.is_empty() => result.verbatim.extend(open.take()),
            Some(_) if blank => {}
            Some(passage) => passage.push(line.to_string()),
            None if blank => {}
            None => result.additional.push(line.trim().to_string()),
        }
    }
    result.verbatim.extend(open);
    result.verbatim.retain(|block| !block.is_empty());
    result
}

/// The clauses for the instructions: the lead-in `intro` as an unheaded clause of its own (it governs every clause
/// after it: the free text and the verbatim passages alike), "Additional Terms" with the free text, and one
/// "Specified Terms" clause per verbatim passage. Empty when there are no instructions.
pub(crate) fn custom_clauses(instructions: &str, intro: &str, notes: &mut Notes) -> Vec<Clause> {
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
        notes.adapted("The customer's instructions were added under 'Additional Terms'.");
        notes.review("Custom instructions were placed as written under 'Additional Terms'. They were screened before purchase against the state's rules for customer text, and the lead-in of 'Special Terms' makes them apply only to the extent the law allows, never limiting rights that cannot be waived, protected disclosures and reports to government agencies, or notices the law requires; confirm they read as contract terms and are consistent with the rest of the document.");
    }
    let count = parts.verbatim.len();
    for (index, block) in parts.verbatim.into_iter().enumerate() {
        let heading =
            if count > 1 { format!("Specified Terms ({})", index + 1) } else { "Specified Terms".to_string() };
        clauses.push(Clause::new(Some(heading), block.into_iter().map(Paragraph::plain).collect()));
    }
    if count > 0 {
        notes.adapted("Text marked VERBATIM was included exactly as written, in its own clause.");
        notes.review("Verbatim text was included without any editing; like the other special terms it applies only to the extent the law allows. Confirm it is accurate, lawful in the chosen state and consistent with the rest of the document.");
    }
    clauses
}

/// The 'Special Terms' section holding the customer's instructions, when there are any.
pub(crate) fn section(instructions: &str, intro: &str, notes: &mut Notes) -> Option<Section> {
    let clauses = custom_clauses(instructions, intro, notes);
    (!clauses.is_empty()).then(|| Section::new(SECTION_HEADING, clauses))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_free_text_from_verbatim_blocks() {
        let parts = split("Make the term three years.\n\nVERBATIM: The Receiving Party shall not  export **anything**.\nSecond line.\nverbatim:\n  Indented [exact] text");
        assert_eq!(parts.additional, vec!["Make the term three years."]);
        assert_eq!(parts.verbatim.len(), 2);
        assert_eq!(parts.verbatim[0], vec!["The Receiving Party shall not  export **anything**.", "Second line."]);
        assert_eq!(parts.verbatim[1], vec!["  Indented [exact] text"]);
    }

    #[test]
    fn a_marker_counts_only_at_the_start_of_a_line() {
        let parts =
            split("  VERBATIM: Indented marker.\nxVERBATIM: not a marker\nPay within 30 days (see VERBATIM: below).");
        assert_eq!(
            parts.verbatim,
            vec![vec![
                "Indented marker.".to_string(),
                "xVERBATIM: not a marker".to_string(),
                "Pay within 30 days (see VERBATIM: below).".to_string(),
            ]]
        );
        let parts = split("xVERBATIM: not a marker\nPay within 30 days (see VERBATIM: below).");
        assert!(parts.verbatim.is_empty());
        assert_eq!(parts.additional, vec!["xVERBATIM: not a marker", "Pay within 30 days (see VERBATIM: below)."]);
    }

    #[test]
    fn a_blank_line_ends_a_passage_and_the_text_after_it_is_free_again() {
        let parts =
            split("VERBATIM: Exact first line.\nExact second line.\n\nMake the term three years.\nAdd a late fee.");
        assert_eq!(parts.verbatim, vec![vec!["Exact first line.".to_string(), "Exact second line.".to_string()]]);
        assert_eq!(parts.additional, vec!["Make the term three years.", "Add a late fee."]);
        // Blank lines made only of spaces count too (and a Windows line end).
        let parts = split("VERBATIM: Exact.\r\n   \r\nFree.");
        assert_eq!(parts.verbatim, vec![vec!["Exact.".to_string()]]);
        assert_eq!(parts.additional, vec!["Free."]);
    }

    #[test]
    fn the_next_marker_ends_a_passage_and_opens_another() {
        let parts = split("Free first.\nVERBATIM: One.\nVERBATIM: Two.\nStill two.\n\nFree last.");
        assert_eq!(parts.verbatim, vec![vec!["One.".to_string()], vec!["Two.".to_string(), "Still two.".to_string()]]);
        assert_eq!(parts.additional, vec!["Free first.", "Free last."]);
    }

    #[test]
    fn a_bare_marker_starts_its_passage_on_the_next_line() {
        let parts = split("VERBATIM:\n\nThe exact clause.\n\nFree again.");
        assert_eq!(parts.verbatim, vec![vec!["The exact clause.".to_string()]]);
        assert_eq!(parts.additional, vec!["Free again."]);
        // A marker with nothing after it, at the end, makes no passage.
        let parts = split("Free.\nVERBATIM:\n\n");
        assert!(parts.verbatim.is_empty());
        assert_eq!(parts.additional, vec!["Free."]);
    }

    #[test]
    fn the_lead_in_governs_free_text_and_verbatim_passages_alike() {
        let mut notes = Notes::default();
        let clauses = custom_clauses("VERBATIM: Pay net 15.\n\nAdd a late fee.", "Intro.", &mut notes);
        let headings: Vec<Option<&str>> = clauses.iter().map(|c| c.heading.as_deref()).collect();
        assert_eq!(headings, vec![None, Some("Additional Terms"), Some("Specified Terms")]);
        assert_eq!(clauses[0].paragraphs[0].text(), "Intro.");
        assert_eq!(clauses[1].paragraphs[0].text(), "Add a late fee.");
        let only_verbatim = custom_clauses("VERBATIM: Pay net 15.", "Intro.", &mut notes);
        assert_eq!(only_verbatim[0].paragraphs[0].text(), "Intro.");
    }

    #[test]
    fn verbatim_text_stays_literal_runs() {
        let mut notes = Notes::default();
        let clauses = custom_clauses("VERBATIM: Pay **net 15**.", "Intro.", &mut notes);
        assert_eq!(clauses.len(), 2);
        let passage = &clauses[1].paragraphs[0];
        assert_eq!(passage.runs.len(), 1);
        assert_eq!(passage.runs[0].text, "Pay **net 15**.");
        assert!(!passage.runs[0].bold);
        assert!(custom_clauses("   ", "Intro.", &mut notes).is_empty());
    }
}
