//! The customer's own instructions. Text after a line starting "VERBATIM:" goes in exactly as written, in a clause
//! of its own (until the next "VERBATIM:" line); everything else goes under "Additional Terms". It is always
//! inserted as plain text runs, never read as markup.

use crate::drafting::model::{Clause, Paragraph, Section};
use crate::drafting::notes::Notes;

const MARKER: &str = "VERBATIM:";

/// The heading of the section the custom clauses go in.
pub(crate) const SECTION_HEADING: &str = "Special Terms";

/// The instructions split into the free text and the verbatim blocks, each as its lines.
struct Instructions {
    additional: Vec<String>,
    verbatim: Vec<Vec<String>>,
}

fn split(instructions: &str) -> Instructions {
    let mut result = Instructions { additional: vec![], verbatim: vec![] };
    for line in instructions.lines() {
        let line = line.trim_end_matches('\r');
        let trimmed = line.trim_start();
        let marked = trimmed.len() >= MARKER.len()
            && trimmed.is_char_boundary(MARKER.len())
            && trimmed[..MARKER.len()].eq_ignore_ascii_case(MARKER);
        if marked {
            result.verbatim.push(vec![]);
            let rest = trimmed[MARKER.len()..].trim_start();
            if let (false, Some(block)) = (rest.is_empty(), result.verbatim.last_mut()) {
                block.push(rest.to_string());
            }
            continue;
        }
        match result.verbatim.last_mut() {
            Some(block) => {
                if !line.trim().is_empty() {
                    block.push(line.to_string());
                }
            }
            None => {
                if !line.trim().is_empty() {
                    result.additional.push(line.trim().to_string());
                }
            }
        }
    }
    result.verbatim.retain(|block| !block.is_empty());
    result
}

/// The clauses for the instructions: "Additional Terms" (with `intro` as its lead-in) and one "Specified Terms"
/// clause per verbatim block. Empty when there are no instructions.
pub(crate) fn custom_clauses(instructions: &str, intro: &str, notes: &mut Notes) -> Vec<Clause> {
    let parts = split(instructions);
    let mut clauses = vec![];
    if !parts.additional.is_empty() {
        let mut paragraphs = vec![crate::drafting::model::p(intro)];
        paragraphs.extend(parts.additional.into_iter().map(Paragraph::plain));
        clauses.push(Clause::new(Some("Additional Terms".into()), paragraphs));
        notes.adapted("The customer's instructions were added under 'Additional Terms'.");
        notes.review("Custom instructions were placed as written under 'Additional Terms', which control over conflicting provisions; confirm they read as contract terms and are consistent with the rest of the document.");
    }
    let count = parts.verbatim.len();
    for (index, block) in parts.verbatim.into_iter().enumerate() {
        let heading =
            if count > 1 { format!("Specified Terms ({})", index + 1) } else { "Specified Terms".to_string() };
        clauses.push(Clause::new(Some(heading), block.into_iter().map(Paragraph::plain).collect()));
    }
    if count > 0 {
        notes.adapted("Text marked VERBATIM was included exactly as written, in its own clause.");
        notes.review("Verbatim text was included without any editing; confirm it is accurate, lawful in the chosen state and consistent with the rest of the document.");
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
    fn verbatim_text_stays_literal_runs() {
        let mut notes = Notes::default();
        let clauses = custom_clauses("VERBATIM: Pay **net 15**.", "Intro.", &mut notes);
        assert_eq!(clauses.len(), 1);
        assert_eq!(clauses[0].paragraphs[0].runs.len(), 1);
        assert_eq!(clauses[0].paragraphs[0].runs[0].text, "Pay **net 15**.");
        assert!(!clauses[0].paragraphs[0].runs[0].bold);
        assert!(custom_clauses("   ", "Intro.", &mut notes).is_empty());
    }
}
