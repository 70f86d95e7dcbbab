//! A redline: a revised document as a Word file whose differences from its parent are real tracked changes (`w:ins`
//! and `w:del`, with the product as author and the revision's time), so Word and LibreOffice offer to accept or reject
//! each one; and the same differences as a plain summary by section.
//!
//! The comparison works on the document model, never on rendered text: paragraphs are compared by where they sit
//! (preamble, section heading, clause heading, clause paragraph) and by their runs, so a clause nobody touched shows
//! no change even when clauses around it moved. A paragraph edited in place is compared word by word; one that is
//! new or gone is marked whole, paragraph mark included, so accepting a deletion leaves no empty paragraph behind.

use super::docx::{
    blocks, clean, lead_in, pack, signatures, skeleton, text_run, Block, DocxError, TextRun, WordProperties,
};
use super::model::DraftDocument;
use docx_rs::{Delete, Insert, Paragraph, Run};
use similar::{capture_diff_slices, Algorithm, DiffOp, TextDiff};

/// How alike two paragraphs in the same place must be (the share of their words in common) to be shown as one
/// paragraph edited word by word, rather than one deleted and another inserted.
const EDIT_IN_PLACE_RATIO: f32 = 0.5;
/// The longest excerpt of a paragraph the summary quotes.
const EXCERPT_CHARS: usize = 120;

/// What happened to a word or a stretch of text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Same,
    Added,
    Removed,
}

/// A piece of a paragraph edited in place.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece {
    op: Op,
    run: TextRun,
}

/// What happened to one paragraph of the body.
#[derive(Clone, Debug)]
enum Edit<'d> {
    Same(Block<'d>),
    Added(Block<'d>),
    Removed(Block<'d>),
    /// The paragraph stayed in its place with some words changed: `after` decides its layout.
    Edited {
        after: Block<'d>,
        pieces: Vec<Piece>,
    },
}

/// One change, as the summary states it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A paragraph (or heading) that is new: its opening words.
    Added(String),
    /// A paragraph (or heading) that is gone: its opening words.
    Removed(String),
    /// Words replaced inside a paragraph: `from` is empty when words were only added, `to` when only removed.
    Reworded { from: String, to: String },
}

impl Change {
    /// The change as the buyer reads it: `Added: “…”`, `Removed: “…”`, `Changed “two (2) years” to “three (3) years”`.
    pub fn sentence(&self) -> String {
        match self {
            Change::Added(text) => format!("Added: “{text}”"),
            Change::Removed(text) => format!("Removed: “{text}”"),
            Change::Reworded { from, to } if from.is_empty() => format!("Added “{to}”"),
            Change::Reworded { from, to } if to.is_empty() => format!("Removed “{from}”"),
            Change::Reworded { from, to } => format!("Changed “{from}” to “{to}”"),
        }
    }
}

/// The changes under one heading of the revised document ("4. Term and Termination"), or "Opening" for the
/// preamble, "Title" and "Signatures".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionChanges {
    pub section: String,
    pub changes: Vec<Change>,
}

/// The revised document as a Word file with its differences from `parent` as tracked changes by
/// `properties.creator` at `properties.created`.
pub fn render_redline_as(
    parent: &DraftDocument,
    revised: &DraftDocument,
    properties: &WordProperties,
) -> Result<Vec<u8>, DocxError> {
    if revised.is_empty() {
        return Err(DocxError::Empty);
    }
    let mark = Mark::of(properties);
    let mut docx = skeleton(&revised.title);
    let title = Paragraph::new().style("Title");
    docx = docx.add_paragraph(if parent.title == revised.title {
        title.add_run(Run::new().add_text(clean(&revised.title)))
    } else {
        mark.pieces(title, &word_pieces(&heading_runs(&parent.title), &heading_runs(&revised.title)))
    });
    let edits = edits(parent, revised);
    let last = edits.len().saturating_sub(1);
    let signed = !revised.signature_parties.is_empty();
    for (index, edit) in edits.into_iter().enumerate() {
        // The body's last paragraph stays on the signatures' page, as in the document itself.
        let frame = |block: Block| if signed && index == last { lead_in(block.frame()) } else { block.frame() };
        docx = docx.add_paragraph(match edit {
            Edit::Same(block) => block.runs().iter().fold(frame(block), |p, run| p.add_run(text_run(run))),
            Edit::Added(block) => mark.inserted(frame(block), &block.runs()),
            Edit::Removed(block) => mark.removed(frame(block), &block.runs()),
            Edit::Edited { after, pieces } => mark.pieces(frame(after), &pieces),
        });
    }
    pack(signatures(docx, &revised.signature_parties), &revised.title, properties)
}

/// The differences between `parent` and `revised`, by the heading of the revised document they fall under. Empty
/// when the two read the same.
pub fn changes(parent: &DraftDocument, revised: &DraftDocument) -> Vec<SectionChanges> {
    let mut summary: Vec<SectionChanges> = vec![];
    let mut push = |section: &str, change: Change| match summary.last_mut() {
        Some(last) if last.section == section => last.changes.push(change),
        _ => summary.push(SectionChanges { section: section.to_string(), changes: vec![change] }),
    };
    if parent.title != revised.title {
        push("Title", Change::Reworded { from: parent.title.clone(), to: revised.title.clone() });
    }
    let mut section = "Opening".to_string();
    let mut number = 0;
    for edit in edits(parent, revised) {
        match &edit {
            Edit::Same(Block::SectionHeading(heading))
            | Edit::Added(Block::SectionHeading(heading))
            | Edit::Edited { after: Block::SectionHeading(heading), .. } => {
                number += 1;
                section = format!("{number}. {}", clean(heading));
            }
            _ => {}
        }
        match edit {
            Edit::Same(_) => {}
            Edit::Added(block) => push(&section, Change::Added(excerpt(&plain(&block.runs())))),
            Edit::Removed(block) => push(&section, Change::Removed(excerpt(&plain(&block.runs())))),
            Edit::Edited { pieces, .. } => {
                for (from, to) in reworded_spans(&pieces) {
                    push(&section, Change::Reworded { from: excerpt(&from), to: excerpt(&to) });
                }
            }
        }
    }
    if parent.signature_parties != revised.signature_parties {
        let names =
            |d: &DraftDocument| d.signature_parties.iter().map(|p| p.role.clone()).collect::<Vec<_>>().join(", ");
        push("Signatures", Change::Reworded { from: names(parent), to: names(revised) });
    }
    summary
}

/// The tracked-change stamp: who made the revision and when.
struct Mark {
    author: String,
    date: String,
}

impl Mark {
    fn of(properties: &WordProperties) -> Mark {
        Mark { author: properties.creator.clone(), date: properties.date() }
    }

    fn insert(&self, runs: impl IntoIterator<Item = Run>) -> Insert {
        runs.into_iter().fold(Insert::new_with_empty(), Insert::add_run).author(&self.author).date(&self.date)
    }

    fn delete(&self, runs: &[TextRun]) -> Delete {
        runs.iter()
            .fold(Delete::new(), |d, run| {
                let r = Run::new().add_delete_text(run.text.clone());
                d.add_run(if run.bold { r.bold() } else { r })
            })
            .author(&self.author)
            .date(&self.date)
    }

    /// A whole new paragraph: its text and its paragraph mark inserted.
    fn inserted(&self, frame: Paragraph, runs: &[TextRun]) -> Paragraph {
        frame.insert(&self.author, &self.date).add_insert(self.insert(runs.iter().map(text_run)))
    }

    /// A whole paragraph gone: its text and its paragraph mark deleted.
    fn removed(&self, frame: Paragraph, runs: &[TextRun]) -> Paragraph {
        frame.delete(&self.author, &self.date).add_delete(self.delete(runs))
    }

    /// A paragraph edited in place: unchanged words as they are, the others inserted or deleted.
    fn pieces(&self, frame: Paragraph, pieces: &[Piece]) -> Paragraph {
        pieces.iter().fold(frame, |p, piece| match piece.op {
            Op::Same => p.add_run(text_run(&piece.run)),
            Op::Added => p.add_insert(self.insert([text_run(&piece.run)])),
            Op::Removed => p.add_delete(self.delete(std::slice::from_ref(&piece.run))),
        })
    }
}

/// What a paragraph is compared by: its place and its text, bold included.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Key {
    place: u8,
    runs: Vec<(String, bool)>,
}

fn key(block: &Block) -> Key {
    let place = match block {
        Block::Preamble(_) => 0,
        Block::SectionHeading(_) => 1,
        Block::ClauseHeading(_) => 2,
        Block::NumberedParagraph(_) => 3,
        Block::ClauseParagraph(_) => 4,
    };
    Key { place, runs: block.runs().into_iter().map(|r| (r.text, r.bold)).collect() }
}

/// The paragraphs of `revised` matched against `parent`'s: unchanged ones found by a patience diff (which anchors
/// on paragraphs that occur once, as most clauses do), the rest paired in place where alike or marked new and gone.
fn edits<'d>(parent: &'d DraftDocument, revised: &'d DraftDocument) -> Vec<Edit<'d>> {
    let (before, after) = (blocks(parent), blocks(revised));
    let (before_keys, after_keys): (Vec<Key>, Vec<Key>) =
        (before.iter().map(key).collect(), after.iter().map(key).collect());
    let mut edits = vec![];
    for op in capture_diff_slices(Algorithm::Patience, &before_keys, &after_keys) {
        match op {
            DiffOp::Equal { new_index, len, .. } => {
                edits.extend(after[new_index..new_index + len].iter().copied().map(Edit::Same))
            }
            DiffOp::Delete { old_index, old_len, .. } => {
                edits.extend(before[old_index..old_index + old_len].iter().copied().map(Edit::Removed))
            }
            DiffOp::Insert { new_index, new_len, .. } => {
                edits.extend(after[new_index..new_index + new_len].iter().copied().map(Edit::Added))
            }
            DiffOp::Replace { old_index, old_len, new_index, new_len } => pair_in_place(
                &before[old_index..old_index + old_len],
                &after[new_index..new_index + new_len],
                &mut edits,
            ),
        }
    }
    edits
}

fn alike(before: &Block, after: &Block) -> bool {
    key(before).place == key(after).place
        && TextDiff::from_words(plain(&before.runs()).as_str(), plain(&after.runs()).as_str()).ratio()
            >= EDIT_IN_PLACE_RATIO
}

/// Paragraphs that replaced others in the same stretch: one alike its counterpart is an edit in place; an old one
/// with no counterpart ahead is gone; a new one before the old one's counterpart is new.
fn pair_in_place<'d>(before: &[Block<'d>], after: &[Block<'d>], edits: &mut Vec<Edit<'d>>) {
    let (mut i, mut j) = (0, 0);
    while i < before.len() && j < after.len() {
        if alike(&before[i], &after[j]) {
            edits.push(Edit::Edited { after: after[j], pieces: word_pieces(&before[i].runs(), &after[j].runs()) });
            i += 1;
            j += 1;
        } else if after[j + 1..].iter().any(|later| alike(&before[i], later)) {
            edits.push(Edit::Added(after[j]));
            j += 1;
        } else {
            edits.push(Edit::Removed(before[i]));
            i += 1;
        }
    }
    edits.extend(before[i..].iter().copied().map(Edit::Removed));
    edits.extend(after[j..].iter().copied().map(Edit::Added));
}

fn heading_runs(text: &str) -> Vec<TextRun> {
    vec![TextRun { text: clean(text), bold: false }]
}

fn plain(runs: &[TextRun]) -> String {
    runs.iter().map(|r| r.text.as_str()).collect()
}

/// A run's text cut into words, spaces and single punctuation marks, each keeping the run's boldness: the units a
/// word-level change is made of.
fn tokens(runs: &[TextRun]) -> Vec<(String, bool)> {
    #[derive(PartialEq, Clone, Copy)]
    enum Class {
        Word,
        Space,
        Mark,
    }
    let class = |c: char| {
        if c.is_alphanumeric() || c == '\'' || c == '’' {
            Class::Word
        } else if c.is_whitespace() {
            Class::Space
        } else {
            Class::Mark
        }
    };
    let mut tokens = vec![];
    for run in runs {
        let mut current = String::new();
        let mut last: Option<Class> = None;
        for c in run.text.chars() {
            let now = class(c);
            if last.is_some_and(|l| l != now || now == Class::Mark) {
                tokens.push((std::mem::take(&mut current), run.bold));
            }
            current.push(c);
            last = Some(now);
        }
        if !current.is_empty() {
            tokens.push((current, run.bold));
        }
    }
    tokens
}

/// The word-level difference of two paragraphs, consecutive words with the same fate and boldness joined.
fn word_pieces(before: &[TextRun], after: &[TextRun]) -> Vec<Piece> {
    let (old, new) = (tokens(before), tokens(after));
    let mut pieces: Vec<Piece> = vec![];
    let mut add = |op: Op, (text, bold): &(String, bool)| match pieces.last_mut() {
        Some(last) if last.op == op && last.run.bold == *bold => last.run.text.push_str(text),
        _ => pieces.push(Piece { op, run: TextRun { text: text.clone(), bold: *bold } }),
    };
    for op in capture_diff_slices(Algorithm::Myers, &old, &new) {
        match op {
            DiffOp::Equal { new_index, len, .. } => {
                new[new_index..new_index + len].iter().for_each(|t| add(Op::Same, t))
            }
            DiffOp::Delete { old_index, old_len, .. } => {
                old[old_index..old_index + old_len].iter().for_each(|t| add(Op::Removed, t))
            }
            DiffOp::Insert { new_index, new_len, .. } => {
                new[new_index..new_index + new_len].iter().for_each(|t| add(Op::Added, t))
            }
            DiffOp::Replace { old_index, old_len, new_index, new_len } => {
                old[old_index..old_index + old_len].iter().for_each(|t| add(Op::Removed, t));
                new[new_index..new_index + new_len].iter().for_each(|t| add(Op::Added, t));
            }
        }
    }
    pieces
}

/// Each stretch of removed and added words between unchanged ones, as (removed, added) text. Spaces and marks between
/// two changed words belong to one change, and a bracket the change opened is closed, so "five (5)" → "three (3)"
/// reads as one change rather than "five" → "three" and "5" → "3".
fn reworded_spans(pieces: &[Piece]) -> Vec<(String, String)> {
    let mut spans = vec![];
    let mut current: Option<(String, String)> = None;
    for (index, piece) in pieces.iter().enumerate() {
        let text = piece.run.text.as_str();
        match (piece.op, current.as_mut()) {
            (Op::Same, Some((from, to))) => {
                let more_changes = pieces.get(index + 1).is_some_and(|next| next.op != Op::Same);
                if more_changes && !text.chars().any(char::is_alphanumeric) {
                    from.push_str(text);
                    to.push_str(text);
                    continue;
                }
                let unclosed = |s: &str| s.matches('(').count() > s.matches(')').count();
                if text.starts_with(')') && (unclosed(from) || unclosed(to)) {
                    from.push(')');
                    to.push(')');
                }
                spans.extend(current.take());
            }
            (Op::Same, None) => {}
            (Op::Removed, _) => current.get_or_insert_with(Default::default).0.push_str(text),
            (Op::Added, _) => current.get_or_insert_with(Default::default).1.push_str(text),
        }
    }
    spans.extend(current);
    spans.into_iter().map(|(from, to)| (from.trim().to_string(), to.trim().to_string())).collect()
}

/// The opening words of `text`, with an ellipsis when cut.
fn excerpt(text: &str) -> String {
    let text = text.trim();
    if text.chars().count() <= EXCERPT_CHARS {
        return text.to_string();
    }
    let cut: String = text.chars().take(EXCERPT_CHARS).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head).trim_end_matches([',', ';', ':']);
    format!("{cut}…")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drafting::docx::tests::zip_entry;
    use crate::drafting::model::{clause, p, Clause, Section, SignatureParty};

    fn contract(term: &str, extra_clause: bool) -> DraftDocument {
        let mut clauses = vec![
            clause("Term", vec![p(&format!("This Agreement lasts {term} from the Effective Date."))]),
            clause("Renewal", vec![p("It renews for one-year periods unless either party gives notice.")]),
        ];
        if extra_clause {
            clauses.push(clause("Remote Work", vec![p("The Contractor may perform the Services remotely.")]));
        }
        DraftDocument {
            title: "Services Agreement".into(),
            preamble: vec![p("This Agreement is between **Acme LLC** and the Client.")],
            sections: vec![
                Section::new("Term and Termination", clauses),
                Section::new(
                    "Confidentiality",
                    vec![Clause::new(None, vec![p("Each party keeps the other's secrets.")])],
                ),
            ],
            signature_parties: vec![SignatureParty::new("Company", "Acme LLC"), SignatureParty::new("Client", "")],
        }
    }

    fn properties() -> WordProperties {
        WordProperties::new("LegalDraft", time::macros::datetime!(2026-11-26 10:30:00 UTC))
    }

    fn document_xml(parent: &DraftDocument, revised: &DraftDocument) -> String {
        let bytes = render_redline_as(parent, revised, &properties()).expect("renders");
        zip_entry(&bytes, "word/document.xml").expect("document part")
    }

    /// The texts of every `<w:ins>` and every `<w:del>` element of a document part, in order.
    fn tracked(xml: &str, tag: &str, text_tag: &str) -> Vec<String> {
        xml.split(&format!("<w:{tag} "))
            .skip(1)
            .map(|part| {
                let body = part.split(&format!("</w:{tag}>")).next().unwrap_or_default();
                body.split(&format!("<w:{text_tag} "))
                    .skip(1)
                    .filter_map(|t| t.split_once('>').and_then(|(_, rest)| rest.split_once('<')).map(|(text, _)| text))
                    .collect::<String>()
                    .replace("&apos;", "'")
                    .replace("&quot;", "\"")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&amp;", "&")
            })
            .filter(|text| !text.is_empty())
            .collect()
    }

    #[test]
    fn an_unchanged_document_has_no_tracked_change_and_no_summary() {
        let xml = document_xml(&contract("two years", false), &contract("two years", false));
        assert!(!xml.contains("<w:ins ") && !xml.contains("<w:del "), "{xml}");
        assert!(changes(&contract("two years", false), &contract("two years", false)).is_empty());
    }

    #[test]
    fn a_changed_term_is_one_word_deleted_and_one_inserted_by_the_product_at_the_revision_time() {
        let (parent, revised) = (contract("two years", false), contract("three years", false));
        let xml = document_xml(&parent, &revised);
        assert_eq!(tracked(&xml, "del", "delText"), ["two"], "{xml}");
        assert_eq!(tracked(&xml, "ins", "t"), ["three"], "{xml}");
        assert!(xml.contains(r#"w:author="LegalDraft""#) && xml.contains(r#"w:date="2026-11-26T10:30:00Z""#), "{xml}");
        // Everything else reads as before, untracked.
        assert!(xml.contains("It renews for one-year periods unless either party gives notice."));
        assert_eq!(
            changes(&parent, &revised),
            [SectionChanges {
                section: "1. Term and Termination".into(),
                changes: vec![Change::Reworded { from: "two".into(), to: "three".into() }],
            }]
        );
    }

    #[test]
    fn a_number_in_words_and_figures_is_summarised_as_one_change_with_its_brackets_closed() {
        let (parent, revised) = (contract("five (5) years", false), contract("three (3) years", false));
        assert_eq!(
            changes(&parent, &revised)[0].changes,
            [Change::Reworded { from: "five (5)".into(), to: "three (3)".into() }]
        );
        // Words apart stay two changes; the redline still tracks only the changed words.
        let (parent, revised) =
            (contract("five years, then one more", false), contract("three years, then two more", false));
        assert_eq!(
            changes(&parent, &revised)[0].changes,
            [
                Change::Reworded { from: "five".into(), to: "three".into() },
                Change::Reworded { from: "one".into(), to: "two".into() }
            ]
        );
        let xml = document_xml(&contract("five (5) years", false), &contract("three (3) years", false));
        assert_eq!(tracked(&xml, "del", "delText"), ["five", "5"], "{xml}");
    }

    #[test]
    fn an_added_clause_is_inserted_whole_with_its_paragraph_marks_and_nothing_else_changes() {
        let (parent, revised) = (contract("two years", false), contract("two years", true));
        let xml = document_xml(&parent, &revised);
        assert_eq!(tracked(&xml, "ins", "t"), ["Remote Work", "The Contractor may perform the Services remotely."]);
        assert!(tracked(&xml, "del", "delText").is_empty(), "{xml}");
        // The new heading's and paragraph's marks are inserted too: rejecting the change leaves no empty paragraph.
        assert_eq!(xml.matches("<w:ins ").count(), 4, "two runs and two paragraph marks: {xml}");
        assert_eq!(
            changes(&parent, &revised),
            [SectionChanges {
                section: "1. Term and Termination".into(),
                changes: vec![
                    Change::Added("Remote Work".into()),
                    Change::Added("The Contractor may perform the Services remotely.".into()),
                ],
            }]
        );
        // And taken out again, it is deleted whole.
        let xml = document_xml(&revised, &parent);
        assert_eq!(
            tracked(&xml, "del", "delText"),
            ["Remote Work", "The Contractor may perform the Services remotely."]
        );
        assert!(tracked(&xml, "ins", "t").is_empty());
    }

    #[test]
    fn a_rewritten_paragraph_is_deleted_and_inserted_whole_rather_than_shredded_word_by_word() {
        let parent = contract("two years", false);
        let mut revised = parent.clone();
        revised.sections[1].clauses[0] =
            Clause::new(None, vec![p("Neither party may disclose Confidential Information to anyone.")]);
        let xml = document_xml(&parent, &revised);
        assert_eq!(tracked(&xml, "del", "delText"), ["Each party keeps the other's secrets."]);
        assert_eq!(tracked(&xml, "ins", "t"), ["Neither party may disclose Confidential Information to anyone."]);
        let summary = changes(&parent, &revised);
        assert_eq!(summary.len(), 1);
        assert_eq!(summary[0].section, "2. Confidentiality");
    }

    #[test]
    fn bold_defined_terms_keep_their_boldness_in_tracked_runs() {
        let parent = contract("two years", false);
        let mut revised = parent.clone();
        revised.preamble = vec![p("This Agreement is between **Acme Widgets LLC** and the Client.")];
        let pieces = word_pieces(&blocks(&parent)[0].runs(), &blocks(&revised)[0].runs());
        let added: Vec<&Piece> = pieces.iter().filter(|piece| piece.op == Op::Added).collect();
        assert_eq!(added.len(), 1);
        assert_eq!(added[0].run, TextRun { text: "Widgets ".into(), bold: true });
        assert_eq!(
            changes(&parent, &revised)[0],
            SectionChanges {
                section: "Opening".into(),
                changes: vec![Change::Reworded { from: String::new(), to: "Widgets".into() }]
            }
        );
    }

    #[test]
    fn long_paragraphs_are_quoted_by_their_opening_words() {
        let long = "word ".repeat(60);
        let cut = excerpt(&long);
        assert!(cut.ends_with('…') && cut.chars().count() <= EXCERPT_CHARS + 1, "{cut}");
        assert_eq!(excerpt("  short  "), "short");
    }
}
