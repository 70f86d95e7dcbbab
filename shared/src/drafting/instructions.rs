//! The customer's instructions as the engine reads them. A line starting "VERBATIM:" (after any spaces; the marker
//! counts nowhere else) opens a passage that goes in exactly as written, in a clause of its own; the passage ends at
//! the first blank line or the next marker, and ordinary text after it is free text again.
//!
//! [`split`] is the one reading of the instructions: the clauses (`clauses::custom`), the screen of customer text
//! (`drafting::screen`), revisions and, through the clause plan, the AI drafter's checks read the passages it finds.

const MARKER: &str = "VERBATIM:";

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
}
